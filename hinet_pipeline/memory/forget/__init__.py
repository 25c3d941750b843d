"""Forgetting (issue [17]): erase records for real, from every layer, on the owner's word.

* ``selection``: what one selector (a record, a thread, a person, a source and account, a date
  range, a query) names: its records, every version of each;
* ``reach``: what a selection reaches in each layer (the same queries count it for the dry run,
  ``plan``, and pick the rows the erase deletes);
* ``erase``: ``apply`` erases a selection in ONE vault transaction (``secure_delete`` on), then
  ``store.forgetting.finish`` rewrites the landing batches without it and compacts the vault; the
  forgets done so far, and their tombstones undone.
"""
