"""The Act's rules: money, kinds of cattle, deadlines, fines and charges.

Nothing here imports Qt, peewee or reportlab: only the standard library, so
that every rule can be tested with plain values.
"""
