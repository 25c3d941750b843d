"""Resources: the vault (opened per step with the key from the environment or the key file; the
key is never part of Dagster config) and the embedder (loaded once per process)."""

from contextlib import contextmanager
from typing import Iterator

from dagster import ConfigurableResource

from hinet_pipeline.config import Home
from hinet_pipeline.embedders import Embedder, embedder_for, get_embedder
from hinet_pipeline.vault import PIPELINE_CACHE_MB, Vault


class VaultResource(ConfigurableResource):
    """The HiNet home whose vault the sleep cycle writes (HINET_HOME)."""

    home: str

    @property
    def hinet_home(self) -> Home:
        return Home.resolve(self.home)

    @contextmanager
    def open(self) -> Iterator[Vault]:
        vault = Vault.open(self.hinet_home, cache_mb=PIPELINE_CACHE_MB)
        try:
            yield vault
        finally:
            vault.close()


class EmbedderResource(ConfigurableResource):
    """The embedder; empty fields mean: config.toml [embedder], else the platform default."""

    backend: str = ""
    model: str = ""

    def get(self, home: Home) -> Embedder:
        if self.backend or self.model:
            return get_embedder(self.backend or None, self.model or None)
        return embedder_for(home.settings())
