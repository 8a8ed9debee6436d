"""Learn Iquazú (``notebooks/learn-iquazu.ipynb``): prepared positions (:mod:`.scenarios`), narration of moves
(:mod:`.narration`) and the lesson (:mod:`.lessons`), built with the teaching kit :mod:`companion.ui.teach`."""
