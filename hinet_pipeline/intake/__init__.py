"""Data in: the connectors (mail, chat, notes, calendar, JSONL), landing an export as an encrypted
batch, and ingesting batches into items."""
