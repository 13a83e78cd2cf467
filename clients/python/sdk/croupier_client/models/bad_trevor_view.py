from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_view_seed_source import BadTrevorViewSeedSource
from ..models.bad_trevor_view_status import BadTrevorViewStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.bad_trevor_outcome import BadTrevorOutcome
  from ..models.bad_trevor_table import BadTrevorTable
  from ..models.bad_trevor_view_options import BadTrevorViewOptions
  from ..models.bad_trevor_view_settings_item import BadTrevorViewSettingsItem
  from ..models.decision import Decision
  from ..models.seat_control_view import SeatControlView





T = TypeVar("T", bound="BadTrevorView")



@_attrs_define
class BadTrevorView:
    """ Bad Trevor: a match as one seat (or a spectator) sees it.

        Attributes:
            game (Literal['bad-trevor']):
            version (int):
            status (BadTrevorViewStatus): open: seats wait to be claimed; the table is shown as a spectator sees it and
                nobody acts yet.
            seats (int):
            options (BadTrevorViewOptions):
            decisions (list[Decision]):
            control (list[SeatControlView]): Who plays each seat now: a human seat timed out under on_timeout=bot is played
                by a bot until its token takes it back (PUT .../seat).
            seed_hash (str): SHA-256 of croupier-seed:<salt>:<seed>.
            seed_source (BadTrevorViewSeedSource): Who chose the seed: the server (secret until the end) or the match's
                creator, who can then compute the deal.
            table (BadTrevorTable): The Bad Trevor table as one seat (or a spectator) sees it. Card ids are those of the
                game's reference (e.g. C01a, H05, V10, trevor, kevin).
            seat (int | None | Unset): None for a spectator.
            open_seats (list[int] | Unset): The seats still to claim (open only).
            settings (list[BadTrevorViewSettingsItem] | Unset): Each seat's settings (public): every one its game offers
                (the catalog's `seat_settings`), as the seat set it (PUT .../seat/settings) or by default. Absent while open.
            seed (int | Unset): Revealed once the match is finished.
            salt (str | Unset): Revealed once the match is finished.
            outcome (BadTrevorOutcome | None | Unset):
     """

    game: Literal['bad-trevor']
    version: int
    status: BadTrevorViewStatus
    seats: int
    options: BadTrevorViewOptions
    decisions: list[Decision]
    control: list[SeatControlView]
    seed_hash: str
    seed_source: BadTrevorViewSeedSource
    table: BadTrevorTable
    seat: int | None | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    settings: list[BadTrevorViewSettingsItem] | Unset = UNSET
    seed: int | Unset = UNSET
    salt: str | Unset = UNSET
    outcome: BadTrevorOutcome | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bad_trevor_outcome import BadTrevorOutcome # noqa: PLC0415
        from ..models.bad_trevor_table import BadTrevorTable # noqa: PLC0415
        from ..models.bad_trevor_view_options import BadTrevorViewOptions # noqa: PLC0415
        from ..models.bad_trevor_view_settings_item import BadTrevorViewSettingsItem # noqa: PLC0415
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.seat_control_view import SeatControlView # noqa: PLC0415
        game = self.game

        version = self.version

        status = self.status.value

        seats = self.seats

        options = self.options.to_dict()

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        control = []
        for control_item_data in self.control:
            control_item = control_item_data.to_dict()
            control.append(control_item)



        seed_hash = self.seed_hash

        seed_source = self.seed_source.value

        table = self.table.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats



        settings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = []
            for settings_item_data in self.settings:
                settings_item = settings_item_data.to_dict()
                settings.append(settings_item)



        seed = self.seed

        salt = self.salt

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, BadTrevorOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "status": status,
            "seats": seats,
            "options": options,
            "decisions": decisions,
            "control": control,
            "seed_hash": seed_hash,
            "seed_source": seed_source,
            "table": table,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if settings is not UNSET:
            field_dict["settings"] = settings
        if seed is not UNSET:
            field_dict["seed"] = seed
        if salt is not UNSET:
            field_dict["salt"] = salt
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bad_trevor_outcome import BadTrevorOutcome # noqa: PLC0415
        from ..models.bad_trevor_table import BadTrevorTable # noqa: PLC0415
        from ..models.bad_trevor_view_options import BadTrevorViewOptions # noqa: PLC0415
        from ..models.bad_trevor_view_settings_item import BadTrevorViewSettingsItem # noqa: PLC0415
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.seat_control_view import SeatControlView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['bad-trevor'] , d.pop("game"))
        if game != 'bad-trevor':
            raise ValueError(f"game must match const 'bad-trevor', got '{game}'")

        version = d.pop("version")

        status = BadTrevorViewStatus(d.pop("status"))




        seats = d.pop("seats")

        options = BadTrevorViewOptions.from_dict(d.pop("options"))




        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = Decision.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        control = []
        _control = d.pop("control")
        for control_item_data in (_control):
            control_item = SeatControlView.from_dict(control_item_data)



            control.append(control_item)


        seed_hash = d.pop("seed_hash")

        seed_source = BadTrevorViewSeedSource(d.pop("seed_source"))




        table = BadTrevorTable.from_dict(d.pop("table"))




        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        open_seats = cast(list[int], d.pop("open_seats", UNSET))


        _settings = d.pop("settings", UNSET)
        settings: list[BadTrevorViewSettingsItem] | Unset = UNSET
        if _settings is not UNSET:
            settings = []
            for settings_item_data in _settings:
                settings_item = BadTrevorViewSettingsItem.from_dict(settings_item_data)



                settings.append(settings_item)


        seed = d.pop("seed", UNSET)

        salt = d.pop("salt", UNSET)

        def _parse_outcome(data: object) -> BadTrevorOutcome | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = BadTrevorOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BadTrevorOutcome | None | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))


        bad_trevor_view = cls(
            game=game,
            version=version,
            status=status,
            seats=seats,
            options=options,
            decisions=decisions,
            control=control,
            seed_hash=seed_hash,
            seed_source=seed_source,
            table=table,
            seat=seat,
            open_seats=open_seats,
            settings=settings,
            seed=seed,
            salt=salt,
            outcome=outcome,
        )

        return bad_trevor_view

