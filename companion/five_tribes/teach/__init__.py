"""Teaching material for Five Tribes: prepared positions (:mod:`.scenarios`), move narration (:mod:`.narration`)
and the lesson of ``notebooks/learn-five-tribes.ipynb`` (:mod:`.lessons`), shown with the shared teaching kit
:mod:`companion.ui.teach`."""
