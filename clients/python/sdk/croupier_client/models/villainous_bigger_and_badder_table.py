from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_table_reason_type_1 import VillainousBiggerAndBadderTableReasonType1
from ..models.villainous_bigger_and_badder_table_step import VillainousBiggerAndBadderTableStep
from ..models.villainous_bigger_and_badder_table_villains_item import VillainousBiggerAndBadderTableVillainsItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_table_attached import VillainousBiggerAndBadderTableAttached
  from ..models.villainous_bigger_and_badder_table_buzz_type_0 import VillainousBiggerAndBadderTableBuzzType0
  from ..models.villainous_bigger_and_badder_table_known import VillainousBiggerAndBadderTableKnown
  from ..models.villainous_bigger_and_badder_table_merlin_type_0 import VillainousBiggerAndBadderTableMerlinType0
  from ..models.villainous_bigger_and_badder_table_omnidroid_type_0 import VillainousBiggerAndBadderTableOmnidroidType0
  from ..models.villainous_bigger_and_badder_table_realms_item import VillainousBiggerAndBadderTableRealmsItem
  from ..models.villainous_bigger_and_badder_table_stack_item_type_0 import VillainousBiggerAndBadderTableStackItemType0
  from ..models.villainous_bigger_and_badder_table_stack_item_type_1 import VillainousBiggerAndBadderTableStackItemType1
  from ..models.villainous_bigger_and_badder_table_stack_item_type_2 import VillainousBiggerAndBadderTableStackItemType2
  from ..models.villainous_bigger_and_badder_table_tokens import VillainousBiggerAndBadderTableTokens





T = TypeVar("T", bound="VillainousBiggerAndBadderTable")



@_attrs_define
class VillainousBiggerAndBadderTable:
    """ Disney Villainous: Bigger and Badder: the table.

        Attributes:
            villains (list[VillainousBiggerAndBadderTableVillainsItem]): Each seat's villain, by seat.
            first (int): The first player: rounds start with it.
            current (int): Whose turn it is.
            round_ (int): The round, from 1.
            step (VillainousBiggerAndBadderTableStep): move (the current player moves its mover), act (it acts), over.
            power (list[int]): Each seat's Power.
            hand_counts (list[int]): Each seat's hand size.
            deck_counts (list[int]): Each seat's Villain deck size.
            discards (list[list[str]]): Each seat's Villain discard pile, face up, oldest first.
            fate_deck_counts (list[int]): Each seat's Fate deck size.
            fate_discards (list[list[str]]): Each seat's Fate discard pile, face up, oldest first.
            realms (list[VillainousBiggerAndBadderTableRealmsItem]): Each seat's realm, by seat.
            attached (VillainousBiggerAndBadderTableAttached): Each attached Item, mapped to the Ally or Hero it is under.
            tokens (VillainousBiggerAndBadderTableTokens): Strength tokens on cards.
            zeroed (list[str]): Cards whose Strength is 0 while they stay in their realm.
            used (list[str]): The current player's action symbols used this turn (its legal actions say what is left).
            revealed (list[str]): Fate cards revealed by the Fate action being resolved.
            resolving (list[str]): Effects and Conditions being resolved (then discarded).
            omnidroid (None | VillainousBiggerAndBadderTableOmnidroidType0): Syndrome's Omnidroids (RULINGS V14).
            merlin (None | VillainousBiggerAndBadderTableMerlinType0): Merlin's Transformations (RULINGS V16).
            buzz (None | VillainousBiggerAndBadderTableBuzzType0): The Buzz Lightyear tile.
            stack (list[VillainousBiggerAndBadderTableStackItemType0 | VillainousBiggerAndBadderTableStackItemType1 |
                VillainousBiggerAndBadderTableStackItemType2]): What interrupts the turn (RULINGS V22-V24).
            auto (list[bool]): Each seat's Condition mode: true for auto (V25).
            winners (list[int] | None): The winning seats; null while the match runs.
            reason (None | VillainousBiggerAndBadderTableReasonType1): Why it ended; null while the match runs.
            hand (list[str] | Unset): Your hand, sorted. Only in a seat's own view.
            known (VillainousBiggerAndBadderTableKnown | Unset): What you looked at ('look at'): <deck>:<seat> (villain,
                fate or merlin) -> the top cards, top first, as far as you know them. Only in a seat's own view.
     """

    villains: list[VillainousBiggerAndBadderTableVillainsItem]
    first: int
    current: int
    round_: int
    step: VillainousBiggerAndBadderTableStep
    power: list[int]
    hand_counts: list[int]
    deck_counts: list[int]
    discards: list[list[str]]
    fate_deck_counts: list[int]
    fate_discards: list[list[str]]
    realms: list[VillainousBiggerAndBadderTableRealmsItem]
    attached: VillainousBiggerAndBadderTableAttached
    tokens: VillainousBiggerAndBadderTableTokens
    zeroed: list[str]
    used: list[str]
    revealed: list[str]
    resolving: list[str]
    omnidroid: None | VillainousBiggerAndBadderTableOmnidroidType0
    merlin: None | VillainousBiggerAndBadderTableMerlinType0
    buzz: None | VillainousBiggerAndBadderTableBuzzType0
    stack: list[VillainousBiggerAndBadderTableStackItemType0 | VillainousBiggerAndBadderTableStackItemType1 | VillainousBiggerAndBadderTableStackItemType2]
    auto: list[bool]
    winners: list[int] | None
    reason: None | VillainousBiggerAndBadderTableReasonType1
    hand: list[str] | Unset = UNSET
    known: VillainousBiggerAndBadderTableKnown | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_table_attached import VillainousBiggerAndBadderTableAttached # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_buzz_type_0 import VillainousBiggerAndBadderTableBuzzType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_known import VillainousBiggerAndBadderTableKnown # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_merlin_type_0 import VillainousBiggerAndBadderTableMerlinType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_omnidroid_type_0 import VillainousBiggerAndBadderTableOmnidroidType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_realms_item import VillainousBiggerAndBadderTableRealmsItem # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_stack_item_type_0 import VillainousBiggerAndBadderTableStackItemType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_stack_item_type_1 import VillainousBiggerAndBadderTableStackItemType1 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_stack_item_type_2 import VillainousBiggerAndBadderTableStackItemType2 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_tokens import VillainousBiggerAndBadderTableTokens # noqa: PLC0415
        villains = []
        for villains_item_data in self.villains:
            villains_item = villains_item_data.value
            villains.append(villains_item)



        first = self.first

        current = self.current

        round_ = self.round_

        step = self.step.value

        power = self.power



        hand_counts = self.hand_counts



        deck_counts = self.deck_counts



        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data


            discards.append(discards_item)



        fate_deck_counts = self.fate_deck_counts



        fate_discards = []
        for fate_discards_item_data in self.fate_discards:
            fate_discards_item = fate_discards_item_data


            fate_discards.append(fate_discards_item)



        realms = []
        for realms_item_data in self.realms:
            realms_item = realms_item_data.to_dict()
            realms.append(realms_item)



        attached = self.attached.to_dict()

        tokens = self.tokens.to_dict()

        zeroed = self.zeroed



        used = self.used



        revealed = self.revealed



        resolving = self.resolving



        omnidroid: dict[str, Any] | None
        if isinstance(self.omnidroid, VillainousBiggerAndBadderTableOmnidroidType0):
            omnidroid = self.omnidroid.to_dict()
        else:
            omnidroid = self.omnidroid

        merlin: dict[str, Any] | None
        if isinstance(self.merlin, VillainousBiggerAndBadderTableMerlinType0):
            merlin = self.merlin.to_dict()
        else:
            merlin = self.merlin

        buzz: dict[str, Any] | None
        if isinstance(self.buzz, VillainousBiggerAndBadderTableBuzzType0):
            buzz = self.buzz.to_dict()
        else:
            buzz = self.buzz

        stack = []
        for stack_item_data in self.stack:
            stack_item: dict[str, Any]
            if isinstance(stack_item_data, VillainousBiggerAndBadderTableStackItemType0):
                stack_item = stack_item_data.to_dict()
            elif isinstance(stack_item_data, VillainousBiggerAndBadderTableStackItemType1):
                stack_item = stack_item_data.to_dict()
            else:
                stack_item = stack_item_data.to_dict()

            stack.append(stack_item)



        auto = self.auto



        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        reason: None | str
        if isinstance(self.reason, VillainousBiggerAndBadderTableReasonType1):
            reason = self.reason.value
        else:
            reason = self.reason

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        known: dict[str, Any] | Unset = UNSET
        if not isinstance(self.known, Unset):
            known = self.known.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "villains": villains,
            "first": first,
            "current": current,
            "round": round_,
            "step": step,
            "power": power,
            "hand_counts": hand_counts,
            "deck_counts": deck_counts,
            "discards": discards,
            "fate_deck_counts": fate_deck_counts,
            "fate_discards": fate_discards,
            "realms": realms,
            "attached": attached,
            "tokens": tokens,
            "zeroed": zeroed,
            "used": used,
            "revealed": revealed,
            "resolving": resolving,
            "omnidroid": omnidroid,
            "merlin": merlin,
            "buzz": buzz,
            "stack": stack,
            "auto": auto,
            "winners": winners,
            "reason": reason,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if known is not UNSET:
            field_dict["known"] = known

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_table_attached import VillainousBiggerAndBadderTableAttached # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_buzz_type_0 import VillainousBiggerAndBadderTableBuzzType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_known import VillainousBiggerAndBadderTableKnown # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_merlin_type_0 import VillainousBiggerAndBadderTableMerlinType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_omnidroid_type_0 import VillainousBiggerAndBadderTableOmnidroidType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_realms_item import VillainousBiggerAndBadderTableRealmsItem # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_stack_item_type_0 import VillainousBiggerAndBadderTableStackItemType0 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_stack_item_type_1 import VillainousBiggerAndBadderTableStackItemType1 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_stack_item_type_2 import VillainousBiggerAndBadderTableStackItemType2 # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_tokens import VillainousBiggerAndBadderTableTokens # noqa: PLC0415
        d = dict(src_dict)
        villains = []
        _villains = d.pop("villains")
        for villains_item_data in (_villains):
            villains_item = VillainousBiggerAndBadderTableVillainsItem(villains_item_data)



            villains.append(villains_item)


        first = d.pop("first")

        current = d.pop("current")

        round_ = d.pop("round")

        step = VillainousBiggerAndBadderTableStep(d.pop("step"))




        power = cast(list[int], d.pop("power"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        deck_counts = cast(list[int], d.pop("deck_counts"))


        discards = []
        _discards = d.pop("discards")
        for discards_item_data in (_discards):
            discards_item = cast(list[str], discards_item_data)

            discards.append(discards_item)


        fate_deck_counts = cast(list[int], d.pop("fate_deck_counts"))


        fate_discards = []
        _fate_discards = d.pop("fate_discards")
        for fate_discards_item_data in (_fate_discards):
            fate_discards_item = cast(list[str], fate_discards_item_data)

            fate_discards.append(fate_discards_item)


        realms = []
        _realms = d.pop("realms")
        for realms_item_data in (_realms):
            realms_item = VillainousBiggerAndBadderTableRealmsItem.from_dict(realms_item_data)



            realms.append(realms_item)


        attached = VillainousBiggerAndBadderTableAttached.from_dict(d.pop("attached"))




        tokens = VillainousBiggerAndBadderTableTokens.from_dict(d.pop("tokens"))




        zeroed = cast(list[str], d.pop("zeroed"))


        used = cast(list[str], d.pop("used"))


        revealed = cast(list[str], d.pop("revealed"))


        resolving = cast(list[str], d.pop("resolving"))


        def _parse_omnidroid(data: object) -> None | VillainousBiggerAndBadderTableOmnidroidType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                omnidroid_type_0 = VillainousBiggerAndBadderTableOmnidroidType0.from_dict(data)



                return omnidroid_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VillainousBiggerAndBadderTableOmnidroidType0, data)

        omnidroid = _parse_omnidroid(d.pop("omnidroid"))


        def _parse_merlin(data: object) -> None | VillainousBiggerAndBadderTableMerlinType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                merlin_type_0 = VillainousBiggerAndBadderTableMerlinType0.from_dict(data)



                return merlin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VillainousBiggerAndBadderTableMerlinType0, data)

        merlin = _parse_merlin(d.pop("merlin"))


        def _parse_buzz(data: object) -> None | VillainousBiggerAndBadderTableBuzzType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buzz_type_0 = VillainousBiggerAndBadderTableBuzzType0.from_dict(data)



                return buzz_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VillainousBiggerAndBadderTableBuzzType0, data)

        buzz = _parse_buzz(d.pop("buzz"))


        stack = []
        _stack = d.pop("stack")
        for stack_item_data in (_stack):
            def _parse_stack_item(data: object) -> VillainousBiggerAndBadderTableStackItemType0 | VillainousBiggerAndBadderTableStackItemType1 | VillainousBiggerAndBadderTableStackItemType2:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    stack_item_type_0 = VillainousBiggerAndBadderTableStackItemType0.from_dict(data)



                    return stack_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    stack_item_type_1 = VillainousBiggerAndBadderTableStackItemType1.from_dict(data)



                    return stack_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                stack_item_type_2 = VillainousBiggerAndBadderTableStackItemType2.from_dict(data)



                return stack_item_type_2

            stack_item = _parse_stack_item(stack_item_data)

            stack.append(stack_item)


        auto = cast(list[bool], d.pop("auto"))


        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))


        def _parse_reason(data: object) -> None | VillainousBiggerAndBadderTableReasonType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = VillainousBiggerAndBadderTableReasonType1(data)



                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VillainousBiggerAndBadderTableReasonType1, data)

        reason = _parse_reason(d.pop("reason"))


        hand = cast(list[str], d.pop("hand", UNSET))


        _known = d.pop("known", UNSET)
        known: VillainousBiggerAndBadderTableKnown | Unset
        if isinstance(_known,  Unset):
            known = UNSET
        else:
            known = VillainousBiggerAndBadderTableKnown.from_dict(_known)




        villainous_bigger_and_badder_table = cls(
            villains=villains,
            first=first,
            current=current,
            round_=round_,
            step=step,
            power=power,
            hand_counts=hand_counts,
            deck_counts=deck_counts,
            discards=discards,
            fate_deck_counts=fate_deck_counts,
            fate_discards=fate_discards,
            realms=realms,
            attached=attached,
            tokens=tokens,
            zeroed=zeroed,
            used=used,
            revealed=revealed,
            resolving=resolving,
            omnidroid=omnidroid,
            merlin=merlin,
            buzz=buzz,
            stack=stack,
            auto=auto,
            winners=winners,
            reason=reason,
            hand=hand,
            known=known,
        )

        return villainous_bigger_and_badder_table

