"""The office wing: the pound, its keepers, rates and rate book, local authorities, roles, users, settings,
inspections and the s. 11(4) exhibit."""
