"""The asset sensor on connector data, the directory sensor and the nightly schedule."""
