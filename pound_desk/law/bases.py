"""The ways cattle leave the pound (ss. 12-25; s. 18(2): no other): each
release is recorded with one of these bases, and the register, the case's
history, the release audit and the return read them by these names."""
from __future__ import annotations

S12 = "s12"                      # claimed and paid for (s. 12)
S14 = "s14"                      # delivered on a deposit under protest (s. 14)
SALE = "sale"                    # sold at public auction (ss. 13(3), 15(1))
S15 = "s15"                      # the remaining cattle delivered with the account (s. 15(3))
S13_PROVISO = "s13_proviso"      # disposed of otherwise on the Director's order (s. 13, proviso)
S18_2 = "s18_2"                  # on a written order stating reasons (s. 18(2))
S21 = "s21"                      # on the Magistrate's order, the seizure illegal (s. 21(2))
S25 = "s25"                      # to the court's officer, for sale to recover a fine (s. 25)
EARLIER_REGISTER = "earlier_register"    # as an earlier register, imported, records

# the bases s. 18(2) allows; any other release would be contrary to it (s. 27)
ALLOWED = (S12, EARLIER_REGISTER, SALE, S15, S13_PROVISO, S18_2, S25, S14, S21)
# the cattle are disposed of by the local authority, and the case's dues are
# met from what they brought (ss. 13(3) and its proviso, 15(1), 15(2))
DISPOSED_BY_THE_POUND = (SALE, S13_PROVISO)


def may_leave_while_contested(basis: str) -> bool:
    """rules.md Q15: cattle whose ownership is contested are held, and leave
    only on a written order stating reasons (s. 18(2))."""
    return basis == S18_2
