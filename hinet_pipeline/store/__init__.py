"""The vault and what keeps it: the SQLCipher file, its schema and migrations, items and their
versions, the audit chain, backup, rekey, durable files and verify."""
