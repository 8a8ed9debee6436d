"""Teaching material for Meduris: prepared positions (:mod:`.scenarios`) and move narration
(:mod:`.narration`). Pure Python (no widgets), so lessons and tests can use them anywhere."""
