"""The table: the state's shape, a cheap clone, and what every rule shares: charges, kills and
their points, Vengeance mode, the weapon pile, the end of a turn and of the match."""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from .deck import CAST_SIZE, CHARACTER_IDS, WEAPON_IDS, is_unstable, max_charge, weapon

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]

TARGETS = (12, 16, 20, 30, 50)  # "16 points"; "12 points"; "20, 30, or even 50 points"
DEFAULT_TARGET = 16
MAX_ROUNDS = 40  # the round cap, a server's backstop (RULINGS F20)
CENTRE = 3  # "place 3 of them in the centre of the table"
COOL, VENGEANCE = "cool", "vengeance"


def new_state(seats: int, target: int, left_out: str, rng: Rng) -> State:
    """Setup (RULINGS F4-F6): the cast of seven, a copy of each for every seat, the Loges set
    aside at random, one weapon each and three in the centre; actives are chosen next."""
    cast = [c for c in CHARACTER_IDS if c != (left_out if left_out != "random" else None)]
    if len(cast) > CAST_SIZE:
        cast.pop(rng.below(len(cast)))
    pile = list(WEAPON_IDS)
    rng.shuffle(pile)
    held = [pile.pop() for _ in range(seats)]
    centre = [pile.pop() for _ in range(CENTRE)]
    hands, loges = [], []
    for _ in range(seats):
        hand = list(cast)
        loges.append(hand.pop(rng.below(len(hand))))
        hands.append(sorted(hand))
    return {
        "seats": seats,
        "target": target,
        "max_rounds": MAX_ROUNDS,
        "cast": cast,
        "first": rng.below(seats),
        "current": 0,
        "round": 0,
        "step": "setup",
        "scores": [0] * seats,
        "modes": [COOL] * seats,
        "hands": hands,
        "actives": [None] * seats,
        "loges": loges,
        "graves": [[] for _ in range(seats)],
        "weapons": [{"card": card, "charge": int(weapon(card)["start"])} for card in held],
        "centre": centre,
        "pile": pile,
        "discard": [],
        "shields": [False] * seats,
        "kills": [0] * seats,
        "announcement": None,
        "announcements": 0,
        "pending": [],
        "winners": None,
        "tied": None,
        "reason": None,
        "forfeited": None,
    }


def clone(state: State) -> State:
    """A copy that apply may change freely: every container is copied."""
    # Kept by hand (not the engine's copy_json): random playouts, 4 players, ran
    # 32,262 actions/s with it and 23,817 with copy_json (issue 33).
    new = dict(state)
    for key in (
        "scores",
        "modes",
        "actives",
        "loges",
        "centre",
        "pile",
        "discard",
        "shields",
        "kills",
        "cast",
    ):
        new[key] = list(state[key])
    new["hands"] = [list(hand) for hand in state["hands"]]
    new["graves"] = [list(grave) for grave in state["graves"]]
    new["weapons"] = [dict(held) for held in state["weapons"]]
    new["pending"] = [dict(item) for item in state["pending"]]
    if state["announcement"] is not None:
        announcement = dict(state["announcement"])
        announcement["answers"] = dict(announcement["answers"])
        new["announcement"] = announcement
    return new


# --- who is where --------------------------------------------------------------------------


def neighbours(state: State, seat: int) -> list[int]:
    """The players next to ``seat``, left and right (one seat apart: the same one twice never)."""
    seats = state["seats"]
    return sorted({(seat - 1) % seats, (seat + 1) % seats} - {seat})


def others(state: State, seat: int) -> list[int]:
    """Every other seat, clockwise from ``seat`` (clockwise: increasing seat number)."""
    seats = state["seats"]
    return [(seat + step) % seats for step in range(1, seats)]


def alone_in_lead(state: State) -> int | None:
    """The player alone at the top of the Badassometer; None on a tie ("nobody is in the lead")."""
    scores = state["scores"]
    best = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    return leaders[0] if len(leaders) == 1 else None


def characters_left(state: State, seat: int) -> int:
    """Characters a player has "in total": the active one and those in hand."""
    return len(state["hands"][seat]) + (state["actives"][seat] is not None)


def charge(state: State, seat: int) -> int:
    return int(state["weapons"][seat]["charge"])


# --- charges and explosions ----------------------------------------------------------------


def add_charge(state: State, seat: int, amount: int, strike: Strike | None = None) -> None:
    """``amount`` charges onto ``seat``'s weapon, capped at its maximum. A charge given by
    another player's action (``strike`` names the giver) that an unstable weapon cannot hold
    makes it explode (RULINGS F14)."""
    held = state["weapons"][seat]
    top = max_charge(held["card"])
    overload = held["charge"] + amount > top
    held["charge"] = min(top, held["charge"] + amount)
    if overload and strike is not None and strike.killer != seat and is_unstable(held["card"]):
        explode(state, seat, strike)


def explode(state: State, seat: int, strike: Strike) -> None:
    """The weapon blows up in its holder's hands: the giver kills its active character; the
    holder takes the top weapon of the pile at 0 charge."""
    blown = state["weapons"][seat]["card"]
    strike.events.append(
        {"type": "exploded", "seat": strike.killer, "target": seat, "weapon": blown}
    )
    strike.active(seat, cause="explosion")
    took, reshuffled = draw_weapon(state, strike.rng)
    state["discard"].append(blown)
    state["weapons"][seat] = {"card": took, "charge": 0}
    strike.events.append(weapon_event(seat, "explosion", blown, took, None, reshuffled))


def draw_weapon(state: State, rng: Rng) -> tuple[str, bool]:
    """The top card of the weapon pile, the discard pile shuffled into it first if it is empty
    ("If the Weapon pile is exhausted, shuffle its discard pile to rebuild it")."""
    reshuffled = not state["pile"]
    if reshuffled:
        state["pile"], state["discard"] = state["discard"], []
        rng.shuffle(state["pile"])
    return state["pile"].pop(), reshuffled


def take_weapon(
    state: State, seat: int, card: str, why: str, rng: Rng, events: list[Event]
) -> None:
    """``seat`` discards its weapon and takes ``card`` from the centre at 0 charge; a new card is
    revealed from the pile so that three lie in the centre again."""
    old = state["weapons"][seat]["card"]
    state["discard"].append(old)
    state["centre"].remove(card)
    state["weapons"][seat] = {"card": card, "charge": 0}
    revealed, reshuffled = draw_weapon(state, rng)
    state["centre"].append(revealed)
    events.append(weapon_event(seat, why, old, card, revealed, reshuffled))


def weapon_event(
    seat: int, why: str, old: str, new: str, revealed: str | None, reshuffled: bool
) -> Event:
    return {
        "type": "changed_weapon",
        "seat": seat,
        "why": why,
        "discarded": old,
        "card": new,
        "revealed": revealed,
        "reshuffled": reshuffled,
    }


# --- kills, points and Vengeance ------------------------------------------------------------


class Strike:
    """One effect that may kill (an execution, a power, a denounce, an armoury roll): who is
    responsible, whom it aims at (None: no one, as a roll), and the lead at its start, so the
    +1 for targeting the player alone in the lead is paid once, for the player aimed at only
    (RULINGS F16)."""

    def __init__(
        self,
        state: State,
        killer: int,
        cause: str,
        rng: Rng,
        events: list[Event],
        aimed: int | None,
        pierce: bool = False,
    ) -> None:
        self.state, self.killer, self.cause, self.rng = state, killer, cause, rng
        self.events, self.aimed, self.pierce = events, aimed, pierce
        self.leader = alone_in_lead(state)
        self.bonus_paid = False

    def active(self, victim: int, cause: str | None = None) -> bool:
        """Kill ``victim``'s active character, unless it has none or is bulletproof."""
        state = self.state
        card = state["actives"][victim]
        if card is None:
            return False
        if state["shields"][victim] and not self.pierce:
            self.events.append({"type": "bulletproof", "seat": self.killer, "target": victim})
            return False
        state["actives"][victim] = None
        self._dies(victim, card, "active", cause or self.cause)
        return True

    def from_hand(self, victim: int) -> bool:
        """Kill a character taken at random from ``victim``'s hand."""
        hand = self.state["hands"][victim]
        if not hand:
            return False
        card = hand.pop(self.rng.below(len(hand)))
        self._dies(victim, card, "hand", self.cause)
        return True

    def _dies(self, victim: int, card: str, where: str, cause: str) -> None:
        state = self.state
        state["graves"][victim].append(card)
        points = self._points(victim)
        state["scores"][self.killer] += points
        self.events.append(
            {
                "type": "killed",
                "seat": self.killer,
                "target": victim,
                "character": card,
                "from_zone": where,
                "cause": cause,
                "points": points,
                "score": state["scores"][self.killer],
            }
        )
        after_loss(state, victim, self.rng, self.events)

    def _points(self, victim: int) -> int:
        """2 for the killer's first kill this turn, 1 after; +1 once if it is the lone leader
        aimed at."""
        if victim == self.killer:
            return 0
        state = self.state
        points = 2 if state["kills"][self.killer] == 0 else 1
        state["kills"][self.killer] += 1
        if victim == self.leader == self.aimed and not self.bonus_paid:
            self.bonus_paid = True
            points += 1
        return points


def after_loss(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """After ``seat`` lost a character: Vengeance at one character left; a new active
    character owed if it has none."""
    if characters_left(state, seat) <= 1:
        go_vengeance(state, seat, rng, events)
    elif state["actives"][seat] is None:
        owe_active(state, seat)


def go_vengeance(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """Vengeance mode ("Back in the Game"): the tile flips (again, if it was), every card comes
    back to hand, the Loge included; one is set aside at random as the new Loge; an active
    character is owed."""
    cards = [*state["hands"][seat], *state["graves"][seat], state["loges"][seat]]
    if state["actives"][seat] is not None:
        cards.append(state["actives"][seat])
    hand = sorted(cards)
    loge = hand.pop(rng.below(len(hand)))
    state["hands"][seat], state["graves"][seat], state["loges"][seat] = hand, [], loge
    state["actives"][seat], state["modes"][seat] = None, VENGEANCE
    events.append({"type": "vengeance", "seat": seat, "private": {str(seat): {"loge": loge}}})
    owe_active(state, seat)


def owe_active(state: State, seat: int) -> None:
    """``seat`` must place a new active character (once, however many losses led to it)."""
    if not any(item["seat"] == seat and item["prompt"] == "replace" for item in state["pending"]):
        state["pending"].append({"seat": seat, "prompt": "replace"})


# --- turns and the end ---------------------------------------------------------------------


def start_turn(state: State, seat: int, events: list[Event]) -> None:
    """The Cool bonus while anyone is in Vengeance, then the weapon's charge (+1 Cool, +2
    Vengeance, capped at its maximum); the shield of ``seat``'s last turn ends now."""
    state.update(current=seat, step="act", announcement=None)
    state["kills"] = [0] * state["seats"]
    state["shields"][seat] = False
    bonus = int(state["modes"][seat] == COOL and VENGEANCE in state["modes"])
    state["scores"][seat] += bonus
    add_charge(state, seat, 2 if state["modes"][seat] == VENGEANCE else 1)
    events.append(
        {
            "type": "turn",
            "seat": seat,
            "round": state["round"],
            "bonus": bonus,
            "charge": charge(state, seat),
            "score": state["scores"][seat],
        }
    )


def end_turn(state: State, events: list[Event]) -> None:
    """The end of the active player's turn: the match ends if anyone reached the target (or
    the round cap is passed); else the next player clockwise starts."""
    if max(state["scores"]) >= state["target"]:
        finish(state, "target", events)
        return
    following = (state["current"] + 1) % state["seats"]
    if following == state["first"]:
        state["round"] += 1
        if state["round"] > state["max_rounds"]:
            finish(state, "round_cap", events)
            return
    start_turn(state, following, events)


def standing(state: State, seat: int) -> tuple[int, int, int]:
    """What ranks a player: score, then cards in hand, then charges (RULINGS F18)."""
    return state["scores"][seat], len(state["hands"][seat]), charge(state, seat)


def finish(state: State, reason: str, events: list[Event], out: int | None = None) -> None:
    """The match is over: the best standing among those at the target (everyone at the round
    cap, every other seat on a forfeit) wins. A full tie names no winner: the tied seats are
    told, and "a new game must be played to break the tie" (RULINGS F19)."""
    seats = range(state["seats"])
    if reason == "target":
        field = [s for s in seats if state["scores"][s] >= state["target"]]
    else:
        field = [s for s in seats if s != out]
    best = max(standing(state, seat) for seat in field)
    leaders = [seat for seat in field if standing(state, seat) == best]
    winners, tied = (leaders, []) if len(leaders) == 1 else ([], leaders)
    state.update(
        step="over",
        winners=winners,
        tied=tied,
        reason=reason,
        pending=[],
        announcement=None,
        forfeited=out,
    )
    scores = list(state["scores"])
    events.append(
        {"type": "game_over", "winners": winners, "tied": tied, "reason": reason, "scores": scores}
    )


def ranking(state: State) -> list[int]:
    """Winners (or the tied seats) first, then by standing; a forfeiter last."""
    out = state.get("forfeited")
    order = sorted(range(state["seats"]), key=lambda s: standing(state, s), reverse=True)
    first = [*(state["winners"] or []), *(state.get("tied") or [])]
    rest = [s for s in order if s not in first and s != out]
    return [*first, *rest, *([out] if out is not None else [])]
