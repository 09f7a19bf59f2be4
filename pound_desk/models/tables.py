"""Every table, in the order they are created."""
from __future__ import annotations

from pound_desk.models.audit import AUDIT_MODELS
from pound_desk.models.base import RecordModel
from pound_desk.models.chain import CHAIN_MODELS
from pound_desk.models.corrections import CORRECTION_MODELS
from pound_desk.models.disposal import DISPOSAL_MODELS
from pound_desk.models.disputes import DISPUTE_MODELS
from pound_desk.models.findings import FINDING_MODELS
from pound_desk.models.late import LATE_MODELS
from pound_desk.models.ledger import LEDGER_MODELS
from pound_desk.models.office import LIST_MODELS, OFFICE_MODELS
from pound_desk.models.photos import PHOTO_MODELS
from pound_desk.models.protest import PROTEST_MODELS
from pound_desk.models.records import RECORDS_MODELS
from pound_desk.models.returns import RETURN_MODELS
from pound_desk.models.schema import REGISTER_MODELS
from pound_desk.models.seals import KEY_MODELS
from pound_desk.models.users import LOCK_MODELS, USER_MODELS

RECORD_MODELS = [m for m in [*REGISTER_MODELS, *OFFICE_MODELS, *LIST_MODELS, *DISPOSAL_MODELS,
                              *LEDGER_MODELS, *DISPUTE_MODELS, *PROTEST_MODELS, *RETURN_MODELS, *AUDIT_MODELS,
                              *USER_MODELS, *RECORDS_MODELS, *FINDING_MODELS, *PHOTO_MODELS, *CORRECTION_MODELS,
                              *KEY_MODELS, *LATE_MODELS]
                 if issubclass(m, RecordModel)]
ALL_MODELS = [*REGISTER_MODELS, *OFFICE_MODELS, *LIST_MODELS, *DISPOSAL_MODELS, *LEDGER_MODELS,
              *DISPUTE_MODELS, *PROTEST_MODELS, *RETURN_MODELS, *AUDIT_MODELS, *USER_MODELS, *RECORDS_MODELS,
              *FINDING_MODELS, *PHOTO_MODELS, *CORRECTION_MODELS, *KEY_MODELS, *LATE_MODELS, *LOCK_MODELS,
              *CHAIN_MODELS]
