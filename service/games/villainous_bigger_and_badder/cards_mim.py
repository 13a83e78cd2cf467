"""mim cards: filled in below."""
