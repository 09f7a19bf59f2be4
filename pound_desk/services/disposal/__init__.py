"""The disposal wing: cattle unclaimed (s. 13), the auction and its sales, settlements of the proceeds and the
deposits of surplus (ss. 13-15)."""
