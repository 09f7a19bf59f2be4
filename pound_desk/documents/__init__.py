"""Documents of record as PDF: the seizer's copy, receipts and the register.

Each renderer takes plain data (``documents.data``) gathered beforehand and
returns PDF bytes; no database query happens during layout.
"""
