"""The disputes wing: payment under protest and complaints to a Magistrate (ss. 14, 19-22), release orders,
written orders and penalties."""
