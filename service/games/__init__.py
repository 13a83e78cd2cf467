"""Every registered game. To add one, follow docs/adding-a-game.md: it builds a whole game
(tests/fixture_game/), hook by hook, and says what each hook must guarantee. A game here is
its class and its compression dictionaries (``dictionaries.py`` in its folder), which this
layer hands to the store: the store imports nothing of the games."""

from service.engine.registry import register
from service.games import (
    bad_trevor,
    badass_force,
    practical_guide_to_evil,
    revenge_of_the_b_movie,
    villainous_bigger_and_badder,
)
from service.store.dictionaries import register as register_dictionaries

GAMES = (
    (badass_force.BadassForce(), badass_force),
    (bad_trevor.BadTrevor(), bad_trevor),
    (practical_guide_to_evil.PracticalGuideToEvil(), practical_guide_to_evil),
    (revenge_of_the_b_movie.RevengeOfTheBMovie(), revenge_of_the_b_movie),
    (villainous_bigger_and_badder.VillainousBiggerAndBadder(), villainous_bigger_and_badder),
)

for game, package in GAMES:
    register(game)
    register_dictionaries(package.dictionaries)
