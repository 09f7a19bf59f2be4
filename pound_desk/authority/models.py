"""The consolidation database's tables: the same models on SQLite and on
PostgreSQL, bound late to ``ADB`` (never the pound's ``DB``).

Every table is append-only: a pound's registration, a return imported and
the figures read from it are never edited or deleted. The one change a row
takes is a return's ``superseded_by``, set once when a corrected return of
the same period is imported (both are kept); the database's triggers refuse
anything else (see ``database``)."""
from __future__ import annotations

import peewee as pw

ADB = pw.DatabaseProxy()


class AuthorityModel(pw.Model):
    class Meta:
        database = ADB
        legacy_table_names = False


class RegisteredPound(AuthorityModel):
    pound_id = pw.CharField(max_length=16, unique=True)     # the first 16 hex digits of the fingerprint
    name = pw.TextField()
    local_authority = pw.TextField(default="")
    public_key_pem = pw.TextField()
    fingerprint = pw.CharField(max_length=80, unique=True)
    registered_at = pw.DateTimeField()

    class Meta:
        table_name = "authority_pound"


class ImportedReturn(AuthorityModel):
    pound = pw.ForeignKeyField(RegisteredPound, backref="returns", on_delete="RESTRICT")
    period = pw.CharField(max_length=7)                       # YYYY-MM
    sequence = pw.IntegerField()
    revision = pw.IntegerField()
    manifest_sha256 = pw.CharField(max_length=64)
    made_at = pw.DateTimeField()
    imported_at = pw.DateTimeField()
    superseded_by = pw.ForeignKeyField("self", null=True, backref="supersedes", on_delete="RESTRICT",
                                    column_name="superseded_by")
    chain_head = pw.CharField(max_length=128, default="")
    file_name = pw.TextField()
    pound_name = pw.TextField(default="")                     # as the manifest named the pound then
    place = pw.TextField(default="")
    local_area = pw.TextField(default="")
    manifest_json = pw.TextField()
    data_json = pw.TextField()                                # the machine-readable return, as received

    class Meta:
        table_name = "authority_return"
        indexes = ((("pound", "period", "revision"), True),
                   (("period", "superseded_by"), False))


class ReturnTotals(AuthorityModel):
    """The return's ``totals``, one row per return, one column for each of the
    totals every return carries (``returns.schema.SHARED_TOTALS``)."""
    ret = pw.ForeignKeyField(ImportedReturn, unique=True, backref="totals_rows", on_delete="RESTRICT",
                             column_name="return_id")
    impounded = pw.IntegerField()
    released = pw.IntegerField()
    sold = pw.IntegerField()
    disposed_otherwise = pw.IntegerField()
    held_at_end = pw.IntegerField()
    fines_paise = pw.BigIntegerField()
    feeding_paise = pw.BigIntegerField()
    sale_proceeds_paise = pw.BigIntegerField()
    deposits_held_paise = pw.BigIntegerField()
    deposits_due_paise = pw.BigIntegerField()
    overdue_cases = pw.IntegerField()

    class Meta:
        table_name = "authority_return_totals"


class ReturnOpenCase(AuthorityModel):
    """A case still open at the end of the return's period."""
    ret = pw.ForeignKeyField(ImportedReturn, backref="open_cases", on_delete="RESTRICT",
                             column_name="return_id", index=True)
    case_no = pw.TextField()
    heads_held = pw.IntegerField()
    dues_paise = pw.BigIntegerField()
    overdue = pw.TextField(default="")                         # the codes, comma-separated

    class Meta:
        table_name = "authority_open_case"


class ReturnSeizures(AuthorityModel):
    """The return's register entries counted: cases and heads brought in its
    month. A return without one is a return whose entries could not be read,
    and the charts say so rather than count it as none."""
    ret = pw.ForeignKeyField(ImportedReturn, unique=True, backref="seizure_rows", on_delete="RESTRICT",
                             column_name="return_id")
    cases = pw.IntegerField()
    heads = pw.IntegerField()

    class Meta:
        table_name = "authority_return_seizures"


class ReturnPlace(AuthorityModel):
    """Cases and heads of the return's month by place of seizure (as written,
    spaces tidied), for where fencing or patrols would help."""
    ret = pw.ForeignKeyField(ImportedReturn, backref="place_rows", on_delete="RESTRICT",
                             column_name="return_id", index=True)
    place = pw.TextField()
    cases = pw.IntegerField()
    heads = pw.IntegerField()

    class Meta:
        table_name = "authority_return_place"


class ReturnKind(AuthorityModel):
    """Heads of the return's month by kind of cattle (the pound's code)."""
    ret = pw.ForeignKeyField(ImportedReturn, backref="kind_rows", on_delete="RESTRICT",
                             column_name="return_id", index=True)
    kind = pw.TextField()
    heads = pw.IntegerField()

    class Meta:
        table_name = "authority_return_kind"


class PoundCapacity(AuthorityModel):
    """The heads a pound can hold, as the local authority registered it; the
    latest row is the one in force (a pound enlarged gets a new row)."""
    pound = pw.ForeignKeyField(RegisteredPound, backref="capacities", on_delete="RESTRICT", index=True)
    heads = pw.IntegerField()
    set_at = pw.DateTimeField()

    class Meta:
        table_name = "authority_pound_capacity"


class HeldReturn(AuthorityModel):
    """A return out of proportion to its pound, kept as received for an
    officer's decision instead of being imported (``imports``)."""
    pound = pw.ForeignKeyField(RegisteredPound, backref="held", on_delete="RESTRICT")
    period = pw.CharField(max_length=7)
    sequence = pw.IntegerField()
    revision = pw.IntegerField()
    manifest_sha256 = pw.CharField(max_length=64)
    file_name = pw.TextField()
    cases = pw.IntegerField()                 # the entries of its month
    heads = pw.IntegerField()                 # the heads brought in its month
    held_heads = pw.IntegerField()            # the heads it says were held at its end
    most_cases = pw.IntegerField()            # the most the pound's returns had before, and its capacity then
    capacity = pw.IntegerField(null=True)
    held_at = pw.DateTimeField()
    bundle = pw.BlobField()                   # the bundle's bytes, imported as they are if an officer accepts it

    class Meta:
        table_name = "authority_held_return"
        indexes = ((("pound", "manifest_sha256"), True),)


class HeldDecision(AuthorityModel):
    """An officer's decision on a held return: accepted (and then imported,
    in the same transaction) or refused, with who and why."""
    held = pw.ForeignKeyField(HeldReturn, unique=True, backref="decisions", on_delete="RESTRICT",
                              column_name="held_id")
    accepted = pw.BooleanField()
    officer = pw.TextField()
    reason = pw.TextField()
    decided_at = pw.DateTimeField()
    ret = pw.ForeignKeyField(ImportedReturn, null=True, on_delete="RESTRICT", column_name="return_id")

    class Meta:
        table_name = "authority_held_decision"


class ReturnBundle(AuthorityModel):
    """The bundle of an imported return as received, byte for byte: what the
    local authority forwards upward, still signed by the pound."""
    ret = pw.ForeignKeyField(ImportedReturn, unique=True, backref="bundle_rows", on_delete="RESTRICT",
                             column_name="return_id")
    bundle = pw.BlobField()

    class Meta:
        table_name = "authority_return_bundle"


class UpperAuthority(AuthorityModel):
    """At the level above (a district, the Director): a local authority
    registered by the public key it signs its covering lists with."""
    authority_id = pw.CharField(max_length=16, unique=True)   # the first 16 hex digits of the fingerprint
    name = pw.TextField()
    district = pw.TextField(default="")
    public_key_pem = pw.TextField()
    fingerprint = pw.CharField(max_length=80, unique=True)
    registered_at = pw.DateTimeField()
    registered_by = pw.TextField(default="")      # the officer signed in

    class Meta:
        table_name = "upper_authority"


class PoundVia(AuthorityModel):
    """At the level above: the local authority a pound's returns come
    through (the pound registered from that authority's signed covering list)."""
    pound = pw.ForeignKeyField(RegisteredPound, unique=True, backref="via", on_delete="RESTRICT")
    authority = pw.ForeignKeyField(UpperAuthority, backref="pounds", on_delete="RESTRICT", index=True)
    first_seen_at = pw.DateTimeField()

    class Meta:
        table_name = "upper_pound_via"


class ForwardReceived(AuthorityModel):
    """At the level above: a forwarded file (a local authority's signed
    covering list and the pounds' bundles) read, with its list as received."""
    authority = pw.ForeignKeyField(UpperAuthority, backref="forwards", on_delete="RESTRICT", index=True)
    sha256 = pw.CharField(max_length=64)          # of the covering list's bytes
    span = pw.CharField(max_length=7)
    made_at = pw.DateTimeField()
    file_name = pw.TextField()
    received_at = pw.DateTimeField()
    received_by = pw.TextField(default="")        # the officer signed in
    covering_json = pw.TextField()

    class Meta:
        table_name = "upper_forward"


class ReturnMark(AuthorityModel):
    """An ear tag or an owner in a return's register entries, in a form fit
    to compare across pounds (``across``)."""
    ret = pw.ForeignKeyField(ImportedReturn, backref="marks", on_delete="RESTRICT", column_name="return_id",
                             index=True)
    kind = pw.CharField(max_length=8)          # tag | owner
    key = pw.TextField(index=True)
    case_no = pw.TextField()
    brought_at = pw.TextField(default="")
    local_area = pw.TextField(default="")

    class Meta:
        table_name = "authority_return_mark"


class UpperUser(AuthorityModel):
    """A person at the level above: an officer (imports, registers, decides)
    or an auditor (reads and reports, changes nothing)."""
    name = pw.TextField(unique=True)
    role = pw.CharField(max_length=16)            # officer | auditor
    password_hash = pw.TextField()
    created_at = pw.DateTimeField()
    created_by = pw.TextField(default="")         # the officer who added them ("" for the first)

    class Meta:
        table_name = "upper_user"


class UpperLog(AuthorityModel):
    """Every signing in at the level above, and every refusal of a name, a
    password or a role, kept for good as the pound's audit log keeps its own."""
    at = pw.DateTimeField(index=True)
    name = pw.TextField()                         # as typed, when the sign-in was refused
    event = pw.CharField(max_length=16)           # signed_in | refused
    detail = pw.TextField(default="")             # what was refused, and why

    class Meta:
        table_name = "upper_log"


AUTHORITY_MODELS = [RegisteredPound, ImportedReturn, ReturnTotals, ReturnOpenCase,
                    ReturnSeizures, ReturnPlace, ReturnKind, PoundCapacity, HeldReturn, HeldDecision,
                    ReturnBundle, UpperAuthority, PoundVia, ForwardReceived, ReturnMark, UpperUser, UpperLog]
