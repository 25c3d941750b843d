"""Items made searchable: chunking, the embedders, the index stages (chunks, embeddings, FTS5, vectors)
and re-embedding."""
