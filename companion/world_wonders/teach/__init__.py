"""Learn World Wonders: the lesson (:mod:`.lessons`) and its prepared positions (:mod:`.scenarios`)."""
