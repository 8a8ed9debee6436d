"""Everything that imports ipywidgets or anywidget, shared by every game: the one language switch
(:mod:`.language`), the base board (:mod:`.board`), the teaching kit (:mod:`.teach`) and the hot seat
(:mod:`.hotseat`). Game folders hold only what differs (their board drawing, lessons and editors) under
``companion/<game>/ui/`` and ``companion/<game>/teach/``. Imports point down: ui -> games -> engine/shared.
"""
