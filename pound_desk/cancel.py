"""Work a person stopped: the one exception every long piece of work raises
when it sees its cancel flag (printing a register, making a return, checking
or backing up the database), so that the desktop's workers need know no
document or storage module to tell a stop from a failure."""
from __future__ import annotations


class Cancelled(Exception):
    """The work saw its cancel flag and stopped, leaving nothing half-made."""
