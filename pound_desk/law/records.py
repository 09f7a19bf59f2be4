"""Records the Act requires beside the register's s. 7 entry.

s. 6 with R. 15: a daily statement (Form IV) at the close of every day, to the
Executive Authority; the day whose statement is due and not made is named.

s. 12(b): "The owner or his agent, on taking back the cattle shall sign a
receipt for them in the register kept by the pound-keeper." How the receipt
was given is recorded with the release; a document states that the register
was signed only when it was.
"""
from __future__ import annotations

from datetime import date, timedelta

SIGNED = "signed"        # the owner signed the register
AGENT = "agent"          # the owner's agent signed it
REFUSED = "refused"      # the claimant refused to sign; the keeper notes it
NOT_RECORDED = ""        # releases recorded before Pound Desk kept this

# code -> (English, Malayalam), as the register and the receipt state it
SIGNATURES: dict[str, tuple[str, str]] = {
    SIGNED: ("signed in the register by the owner, s. 12(b)",
             "ഉടമ രജിസ്റ്ററിൽ ഒപ്പിട്ടു, വകുപ്പ് 12(b)"),
    AGENT: ("signed in the register by the owner's agent, s. 12(b)",
            "ഉടമയുടെ പ്രതിനിധി രജിസ്റ്ററിൽ ഒപ്പിട്ടു, വകുപ്പ് 12(b)"),
    REFUSED: ("refused to sign the receipt in the register, s. 12(b)",
              "രജിസ്റ്ററിൽ രസീത് ഒപ്പിടാൻ വിസമ്മതിച്ചു, വകുപ്പ് 12(b)"),
    NOT_RECORDED: ("signature in the register not recorded",
                   "രജിസ്റ്ററിലെ ഒപ്പ് രേഖപ്പെടുത്തിയിട്ടില്ല"),
}


def signed(signature: str) -> bool:
    """True when the register carries the receipt's signature (s. 12(b))."""
    return signature in (SIGNED, AGENT)


def statement_missing(today: date, first_statement: date | None, made: set[date] | frozenset[date]) -> date | None:
    """Yesterday, when its daily statement (Form IV, s. 6 and R. 15) is not
    among those ``made``, once the office makes them: its first statement
    (``first_statement``) is on or before yesterday. None otherwise."""
    yesterday = today - timedelta(days=1)
    if first_statement is None or first_statement > yesterday:
        return None
    return None if yesterday in made else yesterday
