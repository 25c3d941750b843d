"""What the records say about people: identities and persons, facts with their validity, the provenance
graph and person pages."""
