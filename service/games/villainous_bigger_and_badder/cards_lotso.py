"""lotso cards: filled in below."""
