"""Iquazú (HABA 2017): rule constants and final scoring (``shared/rules/iquazu.md``)."""
