"""The desktop: windows, forms, Qt models and workers.

Widgets call the services (plain Python, one transaction per workflow) and
the document printers; they never query the database themselves. Every
visible string is English in the source and passes through Qt's
translation (``translations.py``), so the screens are in Malayalam or in
English as the office chooses; documents print both.
"""
