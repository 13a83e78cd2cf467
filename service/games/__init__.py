"""Every registered game. To add one, follow docs/adding-a-game.md: it builds a whole game
(tests/fixture_game/), hook by hook, and says what each hook must guarantee."""

from service.engine.registry import register
from service.games.bad_trevor import BadTrevor
from service.games.badass_force import BadassForce
from service.games.practical_guide_to_evil import PracticalGuideToEvil
from service.games.revenge_of_the_b_movie import RevengeOfTheBMovie
from service.games.villainous_bigger_and_badder import VillainousBiggerAndBadder

register(BadassForce())
register(BadTrevor())
register(PracticalGuideToEvil())
register(RevengeOfTheBMovie())
register(VillainousBiggerAndBadder())
