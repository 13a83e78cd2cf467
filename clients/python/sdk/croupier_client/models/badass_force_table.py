from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_table_reason_type_1 import BadassForceTableReasonType1
from ..models.badass_force_table_step import BadassForceTableStep
from ..types import UNSET, Unset
from typing import cast as typing_cast

if TYPE_CHECKING:
  from ..models.badass_force_table_announcement_type_0 import BadassForceTableAnnouncementType0
  from ..models.badass_force_table_pending_item import BadassForceTablePendingItem
  from ..models.badass_force_table_players_item import BadassForceTablePlayersItem





T = TypeVar("T", bound="BadassForceTable")



@_attrs_define
class BadassForceTable:
    """ Badass Force: Édition VHS: the table.

        Attributes:
            round_ (int): The round, from 1 (0 while the active characters are chosen).
            max_rounds (int): The round cap, a server's backstop: the match ends when a round past it would start.
            target (int): The score that ends the match.
            first (int): The first player: rounds start with it.
            current (int): The active player.
            step (BadassForceTableStep): setup (every seat chooses its first active character), act (the active player takes
                its action), denounce (the window after an announcement), resolve (what the action still owes: pending), over.
            cast (list[str]): The seven characters of this match (the reminder row).
            players (list[BadassForceTablePlayersItem]): Every player, by seat.
            centre (list[str]): The three weapons face up in the centre.
            pile_count (int): Weapons left in the face-down pile.
            discard (list[str]): The weapon discard pile, face up, oldest first.
            announcement (BadassForceTableAnnouncementType0 | None): The open announcement; null when no denounce window is
                open.
            pending (list[BadassForceTablePendingItem]): What the turn still owes, first to decide first.
            kills (list[int]): Each seat's kills during this turn (the first kill of a turn scores 2, the next ones 1).
            winners (list[int] | None): The winning seat; empty on a full tie (see tied); null while the match runs.
            tied (list[int] | None): The seats still tied for the win on score, cards in hand and charges: no winner yet,
                since "a new game must be played to break the tie" (RULINGS F19); empty when there is a winner. Null while the
                match runs.
            reason (BadassForceTableReasonType1 | None): Why it ended; null while the match runs.
            hand (list[str] | Unset): Your hand, sorted: only in a seat's own view.
            active (None | str | Unset): Your face-down active character; null while you owe one. Only in a seat's own view.
            loge (str | Unset): Your Loge, face down under your weapon: yours to look at. Only in a seat's own view.
     """

    round_: int
    max_rounds: int
    target: int
    first: int
    current: int
    step: BadassForceTableStep
    cast: list[str]
    players: list[BadassForceTablePlayersItem]
    centre: list[str]
    pile_count: int
    discard: list[str]
    announcement: BadassForceTableAnnouncementType0 | None
    pending: list[BadassForceTablePendingItem]
    kills: list[int]
    winners: list[int] | None
    tied: list[int] | None
    reason: BadassForceTableReasonType1 | None
    hand: list[str] | Unset = UNSET
    active: None | str | Unset = UNSET
    loge: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.badass_force_table_announcement_type_0 import BadassForceTableAnnouncementType0 # noqa: PLC0415
        from ..models.badass_force_table_pending_item import BadassForceTablePendingItem # noqa: PLC0415
        from ..models.badass_force_table_players_item import BadassForceTablePlayersItem # noqa: PLC0415
        round_ = self.round_

        max_rounds = self.max_rounds

        target = self.target

        first = self.first

        current = self.current

        step = self.step.value

        cast = self.cast



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        centre = self.centre



        pile_count = self.pile_count

        discard = self.discard



        announcement: dict[str, Any] | None
        if isinstance(self.announcement, BadassForceTableAnnouncementType0):
            announcement = self.announcement.to_dict()
        else:
            announcement = self.announcement

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)



        kills = self.kills



        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        tied: list[int] | None
        if isinstance(self.tied, list):
            tied = self.tied


        else:
            tied = self.tied

        reason: None | str
        if isinstance(self.reason, BadassForceTableReasonType1):
            reason = self.reason.value
        else:
            reason = self.reason

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        active: None | str | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        else:
            active = self.active

        loge = self.loge


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "max_rounds": max_rounds,
            "target": target,
            "first": first,
            "current": current,
            "step": step,
            "cast": cast,
            "players": players,
            "centre": centre,
            "pile_count": pile_count,
            "discard": discard,
            "announcement": announcement,
            "pending": pending,
            "kills": kills,
            "winners": winners,
            "tied": tied,
            "reason": reason,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if active is not UNSET:
            field_dict["active"] = active
        if loge is not UNSET:
            field_dict["loge"] = loge

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.badass_force_table_announcement_type_0 import BadassForceTableAnnouncementType0 # noqa: PLC0415
        from ..models.badass_force_table_pending_item import BadassForceTablePendingItem # noqa: PLC0415
        from ..models.badass_force_table_players_item import BadassForceTablePlayersItem # noqa: PLC0415
        d = dict(src_dict)
        round_ = d.pop("round")

        max_rounds = d.pop("max_rounds")

        target = d.pop("target")

        first = d.pop("first")

        current = d.pop("current")

        step = BadassForceTableStep(d.pop("step"))




        cast = typing_cast(list[str], d.pop("cast"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = BadassForceTablePlayersItem.from_dict(players_item_data)



            players.append(players_item)


        centre = typing_cast(list[str], d.pop("centre"))


        pile_count = d.pop("pile_count")

        discard = typing_cast(list[str], d.pop("discard"))


        def _parse_announcement(data: object) -> BadassForceTableAnnouncementType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                announcement_type_0 = BadassForceTableAnnouncementType0.from_dict(data)



                return announcement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing_cast(BadassForceTableAnnouncementType0 | None, data)

        announcement = _parse_announcement(d.pop("announcement"))


        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            pending_item = BadassForceTablePendingItem.from_dict(pending_item_data)



            pending.append(pending_item)


        kills = typing_cast(list[int], d.pop("kills"))


        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = typing_cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing_cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))


        def _parse_tied(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tied_type_0 = typing_cast(list[int], data)

                return tied_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing_cast(list[int] | None, data)

        tied = _parse_tied(d.pop("tied"))


        def _parse_reason(data: object) -> BadassForceTableReasonType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = BadassForceTableReasonType1(data)



                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing_cast(BadassForceTableReasonType1 | None, data)

        reason = _parse_reason(d.pop("reason"))


        hand = typing_cast(list[str], d.pop("hand", UNSET))


        def _parse_active(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing_cast(None | str | Unset, data)

        active = _parse_active(d.pop("active", UNSET))


        loge = d.pop("loge", UNSET)

        badass_force_table = cls(
            round_=round_,
            max_rounds=max_rounds,
            target=target,
            first=first,
            current=current,
            step=step,
            cast=cast,
            players=players,
            centre=centre,
            pile_count=pile_count,
            discard=discard,
            announcement=announcement,
            pending=pending,
            kills=kills,
            winners=winners,
            tied=tied,
            reason=reason,
            hand=hand,
            active=active,
            loge=loge,
        )

        return badass_force_table

