"""Workflows: each one a single transaction over the models, using the rules
in ``law``. Nothing here imports Qt."""
