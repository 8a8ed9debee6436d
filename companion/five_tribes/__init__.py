"""Five Tribes (Days of Wonder 2014): rule constants and final scoring (``shared/rules/five-tribes.md``)."""
