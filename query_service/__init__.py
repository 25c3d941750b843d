"""personalize() and the HTTP query service; reads the vault through hinet_pipeline."""
