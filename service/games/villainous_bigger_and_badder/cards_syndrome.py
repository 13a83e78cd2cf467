"""syndrome cards: filled in below."""
