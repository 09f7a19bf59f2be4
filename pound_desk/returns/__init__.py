"""The pound's returns under s. 6: the pound's signing key (keys), the signed
bundle both the pound and the local authority read (bundle), and the removable
drives a return is carried on (drives). Standard library and ``cryptography``
only: no database, no Qt."""
