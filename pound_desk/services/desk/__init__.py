"""What every workflow shares: who is at the desk (the person signed in, the
desk's users and what each may do), the office clock, the problems a
workflow reports, the audit log, the register opened with the person signed
in as its writer, and the papers kept of every document made. The wings
(case, office, disposal, disputes, books) build on it; it imports none of them."""
