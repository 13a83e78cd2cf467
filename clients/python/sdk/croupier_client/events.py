"""Each game's event union and ``Event``, any game's event (written by
clients/python/event_unions.py from the spec: do not edit)."""

from typing import TypeAlias

from .models import (
    BadTrevorAttackEvent,
    BadTrevorCarryOnEvent,
    BadTrevorDemandEvent,
    BadTrevorEffectEvent,
    BadTrevorForfeitEvent,
    BadTrevorHandOffEvent,
    BadTrevorKevinEvent,
    BadTrevorKevinFumbledEvent,
    BadTrevorLaidEvent,
    BadTrevorLeftHoldingTrevorEvent,
    BadTrevorLookoutEvent,
    BadTrevorMatchFinishedEvent,
    BadTrevorMatchStartedEvent,
    BadTrevorNoEffectEvent,
    BadTrevorOutEvent,
    BadTrevorPaybackEvent,
    BadTrevorPickedEvent,
    BadTrevorPlayBeginsEvent,
    BadTrevorReadyEvent,
    BadTrevorRescuedEvent,
    BadTrevorResignedEvent,
    BadTrevorReverseEvent,
    BadTrevorSeatControlEvent,
    BadTrevorSeatSettingsEvent,
    BadTrevorTimeoutEvent,
    BadTrevorTurnEvent,
    BadTrevorWindowClosedEvent,
    BadTrevorWindowPassedEvent,
    BadassForceAnnouncedEvent,
    BadassForceAnsweredEvent,
    BadassForceArmouryEvent,
    BadassForceBonusEvent,
    BadassForceBulletproofEvent,
    BadassForceChangedCharacterEvent,
    BadassForceChangedWeaponEvent,
    BadassForceChargesEvent,
    BadassForceChoseEvent,
    BadassForceExecutedEvent,
    BadassForceExplodedEvent,
    BadassForceGameOverEvent,
    BadassForceKilledEvent,
    BadassForceMatchFinishedEvent,
    BadassForceMatchStartedEvent,
    BadassForcePowerEvent,
    BadassForceResignedEvent,
    BadassForceRevealedEvent,
    BadassForceSeatControlEvent,
    BadassForceSeatSettingsEvent,
    BadassForceSetUpEvent,
    BadassForceTimeoutEvent,
    BadassForceTurnEvent,
    BadassForceVengeanceEvent,
    BadassForceWindowClosedEvent,
    PracticalGuideToEvilCoinEvent,
    PracticalGuideToEvilControlEvent,
    PracticalGuideToEvilDestroyedEvent,
    PracticalGuideToEvilDiscardedEvent,
    PracticalGuideToEvilDrewEvent,
    PracticalGuideToEvilDuelEvent,
    PracticalGuideToEvilEndTurnEvent,
    PracticalGuideToEvilFindEvent,
    PracticalGuideToEvilForfeitEvent,
    PracticalGuideToEvilGameOverEvent,
    PracticalGuideToEvilMarkerRemovedEvent,
    PracticalGuideToEvilMatchFinishedEvent,
    PracticalGuideToEvilMatchStartedEvent,
    PracticalGuideToEvilNotDestroyedEvent,
    PracticalGuideToEvilPlayedEvent,
    PracticalGuideToEvilRaisedEvent,
    PracticalGuideToEvilReshuffledEvent,
    PracticalGuideToEvilResignedEvent,
    PracticalGuideToEvilRuleOfThreeBrokenEvent,
    PracticalGuideToEvilRuleOfThreeEvent,
    PracticalGuideToEvilRuleOfThreeFulfilledEvent,
    PracticalGuideToEvilSeatControlEvent,
    PracticalGuideToEvilShieldedEvent,
    PracticalGuideToEvilStoryControlEvent,
    PracticalGuideToEvilStoryDestroyedEvent,
    PracticalGuideToEvilSwordDrawnEvent,
    PracticalGuideToEvilSwordDroppedEvent,
    PracticalGuideToEvilTimeoutEvent,
    PracticalGuideToEvilTurnEvent,
    PracticalGuideToEvilUsedEvent,
    RevengeOfTheBMovieAddedEvent,
    RevengeOfTheBMovieDealtEvent,
    RevengeOfTheBMovieDiscardedEvent,
    RevengeOfTheBMovieEndTurnEvent,
    RevengeOfTheBMovieFirstDealerEvent,
    RevengeOfTheBMovieForfeitEvent,
    RevengeOfTheBMovieGameOverEvent,
    RevengeOfTheBMovieMatchFinishedEvent,
    RevengeOfTheBMovieMatchStartedEvent,
    RevengeOfTheBMovieRearrangedEvent,
    RevengeOfTheBMovieReshuffledEvent,
    RevengeOfTheBMovieResignedEvent,
    RevengeOfTheBMovieRoundEvent,
    RevengeOfTheBMovieSaleEvent,
    RevengeOfTheBMovieSeatControlEvent,
    RevengeOfTheBMovieSellingEvent,
    RevengeOfTheBMovieStartedEvent,
    RevengeOfTheBMovieTimeoutEvent,
    RevengeOfTheBMovieTrashedEvent,
    RevengeOfTheBMovieWrappedEvent,
    VillainousBiggerAndBadderActivatedEvent,
    VillainousBiggerAndBadderAnsweredEvent,
    VillainousBiggerAndBadderAttachedEvent,
    VillainousBiggerAndBadderConditionPlayedEvent,
    VillainousBiggerAndBadderConditionReturnedEvent,
    VillainousBiggerAndBadderConditionsModeEvent,
    VillainousBiggerAndBadderDefeatedEvent,
    VillainousBiggerAndBadderDiscardedCardsEvent,
    VillainousBiggerAndBadderDiscardedEvent,
    VillainousBiggerAndBadderDrewEvent,
    VillainousBiggerAndBadderFateDiscardedEvent,
    VillainousBiggerAndBadderFateEvent,
    VillainousBiggerAndBadderFatePlayedEvent,
    VillainousBiggerAndBadderFlippedEvent,
    VillainousBiggerAndBadderFoundEvent,
    VillainousBiggerAndBadderHandRevealedEvent,
    VillainousBiggerAndBadderLookedAtEvent,
    VillainousBiggerAndBadderMatchFinishedEvent,
    VillainousBiggerAndBadderMatchStartedEvent,
    VillainousBiggerAndBadderMovedEvent,
    VillainousBiggerAndBadderMoverEvent,
    VillainousBiggerAndBadderObjectiveEvent,
    VillainousBiggerAndBadderOmnidroidEvent,
    VillainousBiggerAndBadderPaidEvent,
    VillainousBiggerAndBadderPlacedEvent,
    VillainousBiggerAndBadderPlayedEvent,
    VillainousBiggerAndBadderPowerEvent,
    VillainousBiggerAndBadderReorderedEvent,
    VillainousBiggerAndBadderReshuffledEvent,
    VillainousBiggerAndBadderResignedEvent,
    VillainousBiggerAndBadderResolvedEvent,
    VillainousBiggerAndBadderRevealedEvent,
    VillainousBiggerAndBadderSeatControlEvent,
    VillainousBiggerAndBadderSeatSettingsEvent,
    VillainousBiggerAndBadderSetUpEvent,
    VillainousBiggerAndBadderShieldedEvent,
    VillainousBiggerAndBadderShuffledInEvent,
    VillainousBiggerAndBadderStaysEvent,
    VillainousBiggerAndBadderSwappedEvent,
    VillainousBiggerAndBadderTimeoutEvent,
    VillainousBiggerAndBadderTokensEvent,
    VillainousBiggerAndBadderTurnEvent,
    VillainousBiggerAndBadderVanquishEvent,
    VillainousBiggerAndBadderWindowClosedEvent,
    VillainousBiggerAndBadderWindowOpenedEvent,
    VillainousBiggerAndBadderZeroedEvent,
)

BadTrevorEvent: TypeAlias = (
    BadTrevorAttackEvent
    | BadTrevorCarryOnEvent
    | BadTrevorDemandEvent
    | BadTrevorEffectEvent
    | BadTrevorForfeitEvent
    | BadTrevorHandOffEvent
    | BadTrevorKevinEvent
    | BadTrevorKevinFumbledEvent
    | BadTrevorLaidEvent
    | BadTrevorLeftHoldingTrevorEvent
    | BadTrevorLookoutEvent
    | BadTrevorMatchFinishedEvent
    | BadTrevorMatchStartedEvent
    | BadTrevorNoEffectEvent
    | BadTrevorOutEvent
    | BadTrevorPaybackEvent
    | BadTrevorPickedEvent
    | BadTrevorPlayBeginsEvent
    | BadTrevorReadyEvent
    | BadTrevorRescuedEvent
    | BadTrevorResignedEvent
    | BadTrevorReverseEvent
    | BadTrevorSeatControlEvent
    | BadTrevorSeatSettingsEvent
    | BadTrevorTimeoutEvent
    | BadTrevorTurnEvent
    | BadTrevorWindowClosedEvent
    | BadTrevorWindowPassedEvent
)

BadassForceEvent: TypeAlias = (
    BadassForceAnnouncedEvent
    | BadassForceAnsweredEvent
    | BadassForceArmouryEvent
    | BadassForceBonusEvent
    | BadassForceBulletproofEvent
    | BadassForceChangedCharacterEvent
    | BadassForceChangedWeaponEvent
    | BadassForceChargesEvent
    | BadassForceChoseEvent
    | BadassForceExecutedEvent
    | BadassForceExplodedEvent
    | BadassForceGameOverEvent
    | BadassForceKilledEvent
    | BadassForceMatchFinishedEvent
    | BadassForceMatchStartedEvent
    | BadassForcePowerEvent
    | BadassForceResignedEvent
    | BadassForceRevealedEvent
    | BadassForceSeatControlEvent
    | BadassForceSeatSettingsEvent
    | BadassForceSetUpEvent
    | BadassForceTimeoutEvent
    | BadassForceTurnEvent
    | BadassForceVengeanceEvent
    | BadassForceWindowClosedEvent
)

PracticalGuideToEvilEvent: TypeAlias = (
    PracticalGuideToEvilCoinEvent
    | PracticalGuideToEvilControlEvent
    | PracticalGuideToEvilDestroyedEvent
    | PracticalGuideToEvilDiscardedEvent
    | PracticalGuideToEvilDrewEvent
    | PracticalGuideToEvilDuelEvent
    | PracticalGuideToEvilEndTurnEvent
    | PracticalGuideToEvilFindEvent
    | PracticalGuideToEvilForfeitEvent
    | PracticalGuideToEvilGameOverEvent
    | PracticalGuideToEvilMarkerRemovedEvent
    | PracticalGuideToEvilMatchFinishedEvent
    | PracticalGuideToEvilMatchStartedEvent
    | PracticalGuideToEvilNotDestroyedEvent
    | PracticalGuideToEvilPlayedEvent
    | PracticalGuideToEvilRaisedEvent
    | PracticalGuideToEvilReshuffledEvent
    | PracticalGuideToEvilResignedEvent
    | PracticalGuideToEvilRuleOfThreeBrokenEvent
    | PracticalGuideToEvilRuleOfThreeEvent
    | PracticalGuideToEvilRuleOfThreeFulfilledEvent
    | PracticalGuideToEvilSeatControlEvent
    | PracticalGuideToEvilShieldedEvent
    | PracticalGuideToEvilStoryControlEvent
    | PracticalGuideToEvilStoryDestroyedEvent
    | PracticalGuideToEvilSwordDrawnEvent
    | PracticalGuideToEvilSwordDroppedEvent
    | PracticalGuideToEvilTimeoutEvent
    | PracticalGuideToEvilTurnEvent
    | PracticalGuideToEvilUsedEvent
)

RevengeOfTheBMovieEvent: TypeAlias = (
    RevengeOfTheBMovieAddedEvent
    | RevengeOfTheBMovieDealtEvent
    | RevengeOfTheBMovieDiscardedEvent
    | RevengeOfTheBMovieEndTurnEvent
    | RevengeOfTheBMovieFirstDealerEvent
    | RevengeOfTheBMovieForfeitEvent
    | RevengeOfTheBMovieGameOverEvent
    | RevengeOfTheBMovieMatchFinishedEvent
    | RevengeOfTheBMovieMatchStartedEvent
    | RevengeOfTheBMovieRearrangedEvent
    | RevengeOfTheBMovieReshuffledEvent
    | RevengeOfTheBMovieResignedEvent
    | RevengeOfTheBMovieRoundEvent
    | RevengeOfTheBMovieSaleEvent
    | RevengeOfTheBMovieSeatControlEvent
    | RevengeOfTheBMovieSellingEvent
    | RevengeOfTheBMovieStartedEvent
    | RevengeOfTheBMovieTimeoutEvent
    | RevengeOfTheBMovieTrashedEvent
    | RevengeOfTheBMovieWrappedEvent
)

VillainousBiggerAndBadderEvent: TypeAlias = (
    VillainousBiggerAndBadderActivatedEvent
    | VillainousBiggerAndBadderAnsweredEvent
    | VillainousBiggerAndBadderAttachedEvent
    | VillainousBiggerAndBadderConditionPlayedEvent
    | VillainousBiggerAndBadderConditionReturnedEvent
    | VillainousBiggerAndBadderConditionsModeEvent
    | VillainousBiggerAndBadderDefeatedEvent
    | VillainousBiggerAndBadderDiscardedCardsEvent
    | VillainousBiggerAndBadderDiscardedEvent
    | VillainousBiggerAndBadderDrewEvent
    | VillainousBiggerAndBadderFateDiscardedEvent
    | VillainousBiggerAndBadderFateEvent
    | VillainousBiggerAndBadderFatePlayedEvent
    | VillainousBiggerAndBadderFlippedEvent
    | VillainousBiggerAndBadderFoundEvent
    | VillainousBiggerAndBadderHandRevealedEvent
    | VillainousBiggerAndBadderLookedAtEvent
    | VillainousBiggerAndBadderMatchFinishedEvent
    | VillainousBiggerAndBadderMatchStartedEvent
    | VillainousBiggerAndBadderMovedEvent
    | VillainousBiggerAndBadderMoverEvent
    | VillainousBiggerAndBadderObjectiveEvent
    | VillainousBiggerAndBadderOmnidroidEvent
    | VillainousBiggerAndBadderPaidEvent
    | VillainousBiggerAndBadderPlacedEvent
    | VillainousBiggerAndBadderPlayedEvent
    | VillainousBiggerAndBadderPowerEvent
    | VillainousBiggerAndBadderReorderedEvent
    | VillainousBiggerAndBadderReshuffledEvent
    | VillainousBiggerAndBadderResignedEvent
    | VillainousBiggerAndBadderResolvedEvent
    | VillainousBiggerAndBadderRevealedEvent
    | VillainousBiggerAndBadderSeatControlEvent
    | VillainousBiggerAndBadderSeatSettingsEvent
    | VillainousBiggerAndBadderSetUpEvent
    | VillainousBiggerAndBadderShieldedEvent
    | VillainousBiggerAndBadderShuffledInEvent
    | VillainousBiggerAndBadderStaysEvent
    | VillainousBiggerAndBadderSwappedEvent
    | VillainousBiggerAndBadderTimeoutEvent
    | VillainousBiggerAndBadderTokensEvent
    | VillainousBiggerAndBadderTurnEvent
    | VillainousBiggerAndBadderVanquishEvent
    | VillainousBiggerAndBadderWindowClosedEvent
    | VillainousBiggerAndBadderWindowOpenedEvent
    | VillainousBiggerAndBadderZeroedEvent
)

Event: TypeAlias = (
    BadTrevorEvent
    | BadassForceEvent
    | PracticalGuideToEvilEvent
    | RevengeOfTheBMovieEvent
    | VillainousBiggerAndBadderEvent
)

__all__ = ['BadTrevorEvent', 'BadassForceEvent', 'Event', 'PracticalGuideToEvilEvent', 'RevengeOfTheBMovieEvent', 'VillainousBiggerAndBadderEvent']
