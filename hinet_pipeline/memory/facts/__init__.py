"""The personal-memory layer's facts: the predicate vocabulary and bi-temporal consolidation."""
