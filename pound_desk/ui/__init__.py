"""The desktop: windows, forms, Qt models and workers.

Widgets call the services (plain Python, one transaction per workflow) and
the document printers; they never query the database themselves. Every
visible string is English with Malayalam beside it, passed through Qt's
translation functions so a later pass can replace either half.
"""
