"""People: identities found in records, grouped into persons (exact matches only), merged and
split by the owner, undoably."""
