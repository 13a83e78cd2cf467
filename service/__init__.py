"""Croupier: a REST service hosting turn-based, hidden-information card games."""
