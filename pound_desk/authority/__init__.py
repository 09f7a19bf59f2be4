"""The local authority's side of the returns (s. 6): the pounds registered
with their public keys, the returns imported from their signed bundles, and
the consolidated reports. Its own database (SQLite or PostgreSQL), never the
pound's."""
