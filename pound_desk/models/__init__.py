"""Storage: peewee models over a database bound late (``DB.initialize``).

Nothing here imports Qt or reportlab.
"""
from pound_desk.models.base import DB, RecordIsFinal  # noqa: F401
from pound_desk.models.database import close_database  # noqa: F401
from pound_desk.models.schema import (  # noqa: F401
    Amendment,
    Case,
    DocumentLog,
    FeedingEntry,
    Head,
    KindRow,
    Pound,
    RateRow,
    Receipt,
    ReceiptLine,
    Release,
    ReleasedHead,
)
