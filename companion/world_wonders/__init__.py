"""World Wonders (Zé Mendes 2022): catalogues as data, scoring from the city map, the rules engine and the
calculator's scorer (``shared/rules/world-wonders.md``; the map of modules is in :mod:`.engine`)."""
