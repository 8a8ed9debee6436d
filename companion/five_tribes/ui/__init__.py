"""Five Tribes at the table: the Sultanate board widget and the hot-seat adapter."""
