"""Resources: the vault (opened per step with the key from the environment or the key file; the
key is never part of Dagster config) and the embedder (loaded once per process)."""

import logging
from contextlib import ExitStack, contextmanager
from typing import Iterator

from dagster import ConfigurableResource, InitResourceContext
from pydantic import PrivateAttr

from hinet_pipeline.config import Home
from hinet_pipeline.index.embedders import Embedder, embedder_for
from hinet_pipeline.locks import sleep_lock
from hinet_pipeline.store.vault import PIPELINE_CACHE_MB, Vault


class VaultResource(ConfigurableResource):
    """The HiNet home whose vault the sleep cycle writes (HINET_HOME). A run holds the home's writer
    lock (locks.sleep_lock) from its setup to its teardown, however it was launched: `hinet sleep`
    (which already holds it: reentrant), the UI's daemon or a backfill, so two runs never write at
    once."""

    home: str
    _lock: ExitStack | None = PrivateAttr(default=None)

    def setup_for_execution(self, context: InitResourceContext) -> None:
        stack = ExitStack()
        say = logging.getLogger("hinet").info
        stack.enter_context(sleep_lock(self.hinet_home, say=say))
        self._lock = stack

    def teardown_after_execution(self, context: InitResourceContext) -> None:
        if self._lock is not None:
            self._lock.close()
            self._lock = None

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
        return embedder_for(home.settings(), self.backend or None, self.model or None)
