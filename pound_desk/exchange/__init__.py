"""Exchange with the world outside the database: imports of rate tables and
of an earlier register (CSV). Uses the services; nothing here imports Qt."""
