"""The case wing: a case from seizure to release (ss. 7-12): the register's entries, heads, dues, feeding,
releases, photos, ear tags and the documents kept of them."""
