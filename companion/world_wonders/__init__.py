"""World Wonders (Zé Mendes 2022): rule constants and final scoring (``shared/rules/world-wonders.md``)."""
