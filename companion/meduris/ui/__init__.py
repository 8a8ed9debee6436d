"""Meduris at the table: the interactive board (:mod:`.board`), the 4-player board-side editor
(:mod:`.editor`) and the hot-seat game (:mod:`.hotseat`). Everything here imports ipywidgets/anywidget;
the rules live one level up."""
