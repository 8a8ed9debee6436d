"""Board Game Companion: rules engines, scorers and teaching boards for Meduris, Iquazú,
World Wonders and Five Tribes.

The package root imports nothing heavy: ``import companion`` is cheap, and pandas, sympy and
ipywidgets load only when a result is turned into a table, a formula or a widget.
"""
from companion.errors import CompanionError, IllegalMove, InvalidBoard, InvalidScoreSheet

__version__ = "0.1.0"

__all__ = ["CompanionError", "IllegalMove", "InvalidBoard", "InvalidScoreSheet", "__version__"]
