"""Every registered game. To add one, follow docs/adding-a-game.md: it builds a whole game
(tests/fixture_game/), hook by hook, and says what each hook must guarantee."""

from service.engine.registry import register
from service.games.bad_trevor import BadTrevor
from service.games.bad_trevor import dictionaries as bad_trevor_dictionaries
from service.games.badass_force import BadassForce
from service.games.badass_force import dictionaries as badass_force_dictionaries
from service.games.practical_guide_to_evil import PracticalGuideToEvil
from service.games.practical_guide_to_evil import (
    dictionaries as practical_guide_to_evil_dictionaries,
)
from service.games.revenge_of_the_b_movie import RevengeOfTheBMovie
from service.games.revenge_of_the_b_movie import dictionaries as revenge_of_the_b_movie_dictionaries
from service.games.villainous_bigger_and_badder import VillainousBiggerAndBadder
from service.games.villainous_bigger_and_badder import (
    dictionaries as villainous_bigger_and_badder_dictionaries,
)
from service.store.dictionaries import register as register_dictionaries

register(BadassForce())
register(BadTrevor())
register(PracticalGuideToEvil())
register(RevengeOfTheBMovie())
register(VillainousBiggerAndBadder())

# Each game's compression dictionaries, handed to the store (which imports nothing of ours).
for _dictionaries in (
    badass_force_dictionaries,
    bad_trevor_dictionaries,
    practical_guide_to_evil_dictionaries,
    revenge_of_the_b_movie_dictionaries,
    villainous_bigger_and_badder_dictionaries,
):
    register_dictionaries(_dictionaries)
