"""Rule lookup: short rule cards written for this product, each citing its section of the game's rules
reference, searchable by keyword in English or Polish (:mod:`companion.rulebook.cards`).

    from companion.rulebook import search, card_html
    search("wezyr")[0].title("pl")     # 'Wezyrowie: po 1 punkcie, plus 10 za każdego przeciwnika, który ma mniej'
"""
from companion.rulebook.cards import (RuleCard, all_cards, card, card_html, cards_for_category, cards_of, fold,
                                      search)

__all__ = ["RuleCard", "all_cards", "card", "card_html", "cards_for_category", "cards_of", "fold", "search"]
