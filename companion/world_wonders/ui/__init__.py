"""World Wonders widgets: the city board (:mod:`.board`), the hot seat (:mod:`.hotseat`), "score my city"."""
