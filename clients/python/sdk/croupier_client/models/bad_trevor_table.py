from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_table_direction import BadTrevorTableDirection
from ..models.bad_trevor_table_kevin import BadTrevorTableKevin
from ..models.bad_trevor_table_phase import BadTrevorTablePhase
from ..models.bad_trevor_table_step import BadTrevorTableStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bad_trevor_table_attack_type_0 import BadTrevorTableAttackType0
  from ..models.bad_trevor_table_pending_type_0 import BadTrevorTablePendingType0





T = TypeVar("T", bound="BadTrevorTable")



@_attrs_define
class BadTrevorTable:
    """ The Bad Trevor table as one seat (or a spectator) sees it. Card ids are those of the game's reference (e.g. C01a,
    H05, V10, trevor, kevin).

        Attributes:
            phase (BadTrevorTablePhase): opening: everyone rescues pairs, then says ready; play; over: finished.
            step (BadTrevorTableStep): What the table waits on: opening (every seat not yet ready), pick (the defender
                picks; Kevin windows for the others), main (the current seat rescues or starts laying), lay (the current seat
                lays its attack hand), rescue_option (after a rescue: carry on, reverse or demand), payback (the attacker gives
                the picker a card), hand_off and lookout (the picker's hero effect), over. Bookkeeping: the open decisions say
                the same in words.
            current (int | None): Whose turn it is (the defender while a pick is awaited); null during the opening and once
                the match is over.
            direction (BadTrevorTableDirection): The direction of play; clockwise is increasing seat number.
            first (int): The seat dealt Kamikaze Kevin: it starts play (or the next one, if out).
            hand_counts (list[int]): How many cards each seat holds, by seat number.
            attack (BadTrevorTableAttackType0 | None): The attack hand on the table: being laid (step lay) or awaiting the
                defender's pick (step pick); null when none lies there.
            attacks (int): How many attack hands were laid so far in the match.
            discard (list[str]): The face-up discard pile, oldest first.
            kevin (BadTrevorTableKevin): Where Kamikaze Kevin lies: in the middle (still usable) or on the discard pile.
            kevin_banned (list[int]): Seats that fumbled a Kevin shout and may not use Kevin again.
            ready (list[bool]): By seat number: who said ready in the opening.
            ranking (list[int]): The seats out of the game so far, first out first.
            active (list[int]): The seats still in the game, in seat order.
            spotlight (list[int]): Seats whose next attack hand is laid face up.
            quick_strike (list[int]): Seats whose next attack hand has two cards.
            quagmire (bool): Whether the current seat may not rescue civilians this turn (The Bog Monarch).
            pending (BadTrevorTablePendingType0 | None): What the table waits on (step payback): the attacker who owes the
                picker a card; null otherwise.
            hand (list[str] | Unset): The viewing seat's own cards, sorted. Absent for a spectator.
     """

    phase: BadTrevorTablePhase
    step: BadTrevorTableStep
    current: int | None
    direction: BadTrevorTableDirection
    first: int
    hand_counts: list[int]
    attack: BadTrevorTableAttackType0 | None
    attacks: int
    discard: list[str]
    kevin: BadTrevorTableKevin
    kevin_banned: list[int]
    ready: list[bool]
    ranking: list[int]
    active: list[int]
    spotlight: list[int]
    quick_strike: list[int]
    quagmire: bool
    pending: BadTrevorTablePendingType0 | None
    hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bad_trevor_table_attack_type_0 import BadTrevorTableAttackType0 # noqa: PLC0415
        from ..models.bad_trevor_table_pending_type_0 import BadTrevorTablePendingType0 # noqa: PLC0415
        phase = self.phase.value

        step = self.step.value

        current: int | None
        current = self.current

        direction = self.direction.value

        first = self.first

        hand_counts = self.hand_counts



        attack: dict[str, Any] | None
        if isinstance(self.attack, BadTrevorTableAttackType0):
            attack = self.attack.to_dict()
        else:
            attack = self.attack

        attacks = self.attacks

        discard = self.discard



        kevin = self.kevin.value

        kevin_banned = self.kevin_banned



        ready = self.ready



        ranking = self.ranking



        active = self.active



        spotlight = self.spotlight



        quick_strike = self.quick_strike



        quagmire = self.quagmire

        pending: dict[str, Any] | None
        if isinstance(self.pending, BadTrevorTablePendingType0):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "phase": phase,
            "step": step,
            "current": current,
            "direction": direction,
            "first": first,
            "hand_counts": hand_counts,
            "attack": attack,
            "attacks": attacks,
            "discard": discard,
            "kevin": kevin,
            "kevin_banned": kevin_banned,
            "ready": ready,
            "ranking": ranking,
            "active": active,
            "spotlight": spotlight,
            "quick_strike": quick_strike,
            "quagmire": quagmire,
            "pending": pending,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bad_trevor_table_attack_type_0 import BadTrevorTableAttackType0 # noqa: PLC0415
        from ..models.bad_trevor_table_pending_type_0 import BadTrevorTablePendingType0 # noqa: PLC0415
        d = dict(src_dict)
        phase = BadTrevorTablePhase(d.pop("phase"))




        step = BadTrevorTableStep(d.pop("step"))




        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))


        direction = BadTrevorTableDirection(d.pop("direction"))




        first = d.pop("first")

        hand_counts = cast(list[int], d.pop("hand_counts"))


        def _parse_attack(data: object) -> BadTrevorTableAttackType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attack_type_0 = BadTrevorTableAttackType0.from_dict(data)



                return attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BadTrevorTableAttackType0 | None, data)

        attack = _parse_attack(d.pop("attack"))


        attacks = d.pop("attacks")

        discard = cast(list[str], d.pop("discard"))


        kevin = BadTrevorTableKevin(d.pop("kevin"))




        kevin_banned = cast(list[int], d.pop("kevin_banned"))


        ready = cast(list[bool], d.pop("ready"))


        ranking = cast(list[int], d.pop("ranking"))


        active = cast(list[int], d.pop("active"))


        spotlight = cast(list[int], d.pop("spotlight"))


        quick_strike = cast(list[int], d.pop("quick_strike"))


        quagmire = d.pop("quagmire")

        def _parse_pending(data: object) -> BadTrevorTablePendingType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = BadTrevorTablePendingType0.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BadTrevorTablePendingType0 | None, data)

        pending = _parse_pending(d.pop("pending"))


        hand = cast(list[str], d.pop("hand", UNSET))


        bad_trevor_table = cls(
            phase=phase,
            step=step,
            current=current,
            direction=direction,
            first=first,
            hand_counts=hand_counts,
            attack=attack,
            attacks=attacks,
            discard=discard,
            kevin=kevin,
            kevin_banned=kevin_banned,
            ready=ready,
            ranking=ranking,
            active=active,
            spotlight=spotlight,
            quick_strike=quick_strike,
            quagmire=quagmire,
            pending=pending,
            hand=hand,
        )

        return bad_trevor_table

