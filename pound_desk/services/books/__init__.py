"""The pound's books: the ledger every workflow posts to, and the daily accounts made from it (rules 13-17)."""
