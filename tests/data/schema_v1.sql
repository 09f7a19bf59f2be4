-- Pound Desk database schema, version 1: a frozen copy, written by hand.
-- Do not regenerate it from the models: the migration test builds an old
-- database from this file and checks that open_database() brings it up to
-- date. Version 2 added "case"."source" and the "document" table.

CREATE TABLE "pound" ("id" INTEGER NOT NULL PRIMARY KEY, "name" TEXT NOT NULL, "place" TEXT NOT NULL, "local_authority" TEXT NOT NULL, "local_area" TEXT NOT NULL, "keeper_name" TEXT NOT NULL, "created_at" DATETIME NOT NULL);

CREATE TABLE "kind" ("code" TEXT NOT NULL PRIMARY KEY, "en" TEXT NOT NULL, "ml" TEXT NOT NULL, "reference" TEXT NOT NULL, "effective_from" DATE, "position" INTEGER NOT NULL, "in_use" INTEGER NOT NULL);

CREATE TABLE "rate" ("id" INTEGER NOT NULL PRIMARY KEY, "type" TEXT NOT NULL, "local_area" TEXT NOT NULL, "kind" TEXT NOT NULL, "amount_paise" INTEGER NOT NULL, "effective_from" DATE NOT NULL, "reference" TEXT NOT NULL, "entered_at" DATETIME NOT NULL);
CREATE UNIQUE INDEX "rate_type_local_area_kind_effective_from" ON "rate" ("type", "local_area", "kind", "effective_from");

CREATE TABLE "case" ("id" INTEGER NOT NULL PRIMARY KEY, "pound_id" INTEGER NOT NULL, "year" INTEGER NOT NULL, "serial" INTEGER NOT NULL, "case_no" TEXT NOT NULL, "brought_at" DATETIME NOT NULL, "seized_at" DATETIME, "seized_place" TEXT NOT NULL, "local_area" TEXT NOT NULL, "basis" TEXT NOT NULL, "seizer_name" TEXT NOT NULL, "seizer_residence" TEXT NOT NULL, "seizer_capacity" TEXT NOT NULL, "owner_name" TEXT NOT NULL, "owner_residence" TEXT NOT NULL, "police_aid" TEXT NOT NULL, "flags" TEXT NOT NULL, "entered_at" DATETIME NOT NULL, FOREIGN KEY ("pound_id") REFERENCES "pound" ("id"));
CREATE INDEX "case_pound_id" ON "case" ("pound_id");
CREATE UNIQUE INDEX "case_case_no" ON "case" ("case_no");
CREATE INDEX "case_brought_at" ON "case" ("brought_at");
CREATE INDEX "case_seizer_name" ON "case" ("seizer_name");
CREATE INDEX "case_owner_name" ON "case" ("owner_name");
CREATE UNIQUE INDEX "case_pound_id_year_serial" ON "case" ("pound_id", "year", "serial");

CREATE TABLE "head" ("id" INTEGER NOT NULL PRIMARY KEY, "case_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, "kind" TEXT NOT NULL, "sex" TEXT NOT NULL, "colour" TEXT NOT NULL, "marks" TEXT NOT NULL, "ear_tag" TEXT NOT NULL, FOREIGN KEY ("case_id") REFERENCES "case" ("id"));
CREATE INDEX "head_case_id" ON "head" ("case_id");
CREATE INDEX "head_kind" ON "head" ("kind");
CREATE INDEX "head_ear_tag" ON "head" ("ear_tag");
CREATE UNIQUE INDEX "head_case_id_seq" ON "head" ("case_id", "seq");

CREATE TABLE "amendment" ("id" INTEGER NOT NULL PRIMARY KEY, "case_id" INTEGER NOT NULL, "head_id" INTEGER, "field" TEXT NOT NULL, "old_value" TEXT NOT NULL, "new_value" TEXT NOT NULL, "reason" TEXT NOT NULL, "made_at" DATETIME NOT NULL, FOREIGN KEY ("case_id") REFERENCES "case" ("id"), FOREIGN KEY ("head_id") REFERENCES "head" ("id"));
CREATE INDEX "amendment_case_id" ON "amendment" ("case_id");
CREATE INDEX "amendment_head_id" ON "amendment" ("head_id");

CREATE TABLE "feeding" ("id" INTEGER NOT NULL PRIMARY KEY, "head_id" INTEGER NOT NULL, "day" DATE NOT NULL, "fed" INTEGER NOT NULL, "watered" INTEGER NOT NULL, "note" TEXT NOT NULL, "logged_at" DATETIME NOT NULL, FOREIGN KEY ("head_id") REFERENCES "head" ("id"));
CREATE INDEX "feeding_head_id" ON "feeding" ("head_id");
CREATE INDEX "feeding_day" ON "feeding" ("day");
CREATE UNIQUE INDEX "feeding_head_id_day" ON "feeding" ("head_id", "day");

CREATE TABLE "receipt" ("id" INTEGER NOT NULL PRIMARY KEY, "fy" TEXT NOT NULL, "serial" INTEGER NOT NULL, "number" TEXT NOT NULL, "issued_at" DATETIME NOT NULL, "case_id" INTEGER NOT NULL, "claimant_name" TEXT NOT NULL, "claimant_capacity" TEXT NOT NULL, "claimant_residence" TEXT NOT NULL, "evidence" TEXT NOT NULL, "total_paise" INTEGER NOT NULL, "tendered_paise" INTEGER NOT NULL, "keeper_name" TEXT NOT NULL, FOREIGN KEY ("case_id") REFERENCES "case" ("id"));
CREATE UNIQUE INDEX "receipt_number" ON "receipt" ("number");
CREATE INDEX "receipt_case_id" ON "receipt" ("case_id");
CREATE UNIQUE INDEX "receipt_fy_serial" ON "receipt" ("fy", "serial");

CREATE TABLE "receipt_line" ("id" INTEGER NOT NULL PRIMARY KEY, "receipt_id" INTEGER NOT NULL, "head_id" INTEGER NOT NULL, "fine_paise" INTEGER NOT NULL, "fine_reference" TEXT NOT NULL, "feeding_periods" INTEGER NOT NULL, "feeding_paise" INTEGER NOT NULL, "feeding_reference" TEXT NOT NULL, FOREIGN KEY ("receipt_id") REFERENCES "receipt" ("id"), FOREIGN KEY ("head_id") REFERENCES "head" ("id"));
CREATE INDEX "receipt_line_receipt_id" ON "receipt_line" ("receipt_id");
CREATE INDEX "receipt_line_head_id" ON "receipt_line" ("head_id");

CREATE TABLE "release" ("id" INTEGER NOT NULL PRIMARY KEY, "case_id" INTEGER NOT NULL, "released_at" DATETIME NOT NULL, "basis" TEXT NOT NULL, "receipt_id" INTEGER, "claimant_name" TEXT NOT NULL, "claimant_capacity" TEXT NOT NULL, FOREIGN KEY ("case_id") REFERENCES "case" ("id"), FOREIGN KEY ("receipt_id") REFERENCES "receipt" ("id"));
CREATE INDEX "release_case_id" ON "release" ("case_id");
CREATE INDEX "release_receipt_id" ON "release" ("receipt_id");

CREATE TABLE "released_head" ("id" INTEGER NOT NULL PRIMARY KEY, "release_id" INTEGER NOT NULL, "head_id" INTEGER NOT NULL, FOREIGN KEY ("release_id") REFERENCES "release" ("id"), FOREIGN KEY ("head_id") REFERENCES "head" ("id"));
CREATE INDEX "released_head_release_id" ON "released_head" ("release_id");
CREATE UNIQUE INDEX "released_head_head_id" ON "released_head" ("head_id");

-- Documents of record: never updated, never deleted.
CREATE TRIGGER "rate_no_update" BEFORE UPDATE ON "rate" BEGIN SELECT RAISE(ABORT, 'rate is a document of record: amend, never update'); END;
CREATE TRIGGER "rate_no_delete" BEFORE DELETE ON "rate" BEGIN SELECT RAISE(ABORT, 'rate is a document of record: amend, never delete'); END;
CREATE TRIGGER "case_no_update" BEFORE UPDATE ON "case" BEGIN SELECT RAISE(ABORT, 'case is a document of record: amend, never update'); END;
CREATE TRIGGER "case_no_delete" BEFORE DELETE ON "case" BEGIN SELECT RAISE(ABORT, 'case is a document of record: amend, never delete'); END;
CREATE TRIGGER "head_no_update" BEFORE UPDATE ON "head" BEGIN SELECT RAISE(ABORT, 'head is a document of record: amend, never update'); END;
CREATE TRIGGER "head_no_delete" BEFORE DELETE ON "head" BEGIN SELECT RAISE(ABORT, 'head is a document of record: amend, never delete'); END;
CREATE TRIGGER "amendment_no_update" BEFORE UPDATE ON "amendment" BEGIN SELECT RAISE(ABORT, 'amendment is a document of record: amend, never update'); END;
CREATE TRIGGER "amendment_no_delete" BEFORE DELETE ON "amendment" BEGIN SELECT RAISE(ABORT, 'amendment is a document of record: amend, never delete'); END;
CREATE TRIGGER "feeding_no_update" BEFORE UPDATE ON "feeding" BEGIN SELECT RAISE(ABORT, 'feeding is a document of record: amend, never update'); END;
CREATE TRIGGER "feeding_no_delete" BEFORE DELETE ON "feeding" BEGIN SELECT RAISE(ABORT, 'feeding is a document of record: amend, never delete'); END;
CREATE TRIGGER "receipt_no_update" BEFORE UPDATE ON "receipt" BEGIN SELECT RAISE(ABORT, 'receipt is a document of record: amend, never update'); END;
CREATE TRIGGER "receipt_no_delete" BEFORE DELETE ON "receipt" BEGIN SELECT RAISE(ABORT, 'receipt is a document of record: amend, never delete'); END;
CREATE TRIGGER "receipt_line_no_update" BEFORE UPDATE ON "receipt_line" BEGIN SELECT RAISE(ABORT, 'receipt_line is a document of record: amend, never update'); END;
CREATE TRIGGER "receipt_line_no_delete" BEFORE DELETE ON "receipt_line" BEGIN SELECT RAISE(ABORT, 'receipt_line is a document of record: amend, never delete'); END;
CREATE TRIGGER "release_no_update" BEFORE UPDATE ON "release" BEGIN SELECT RAISE(ABORT, 'release is a document of record: amend, never update'); END;
CREATE TRIGGER "release_no_delete" BEFORE DELETE ON "release" BEGIN SELECT RAISE(ABORT, 'release is a document of record: amend, never delete'); END;
CREATE TRIGGER "released_head_no_update" BEFORE UPDATE ON "released_head" BEGIN SELECT RAISE(ABORT, 'released_head is a document of record: amend, never update'); END;
CREATE TRIGGER "released_head_no_delete" BEFORE DELETE ON "released_head" BEGIN SELECT RAISE(ABORT, 'released_head is a document of record: amend, never delete'); END;

PRAGMA user_version = 1;
