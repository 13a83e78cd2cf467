"""Request and response schemas. Requests are strict: integers must be JSON integers and
unknown fields are refused. Game-specific shapes (tables, actions, events) stay open dicts."""

from __future__ import annotations

import numbers
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service import webhooks

from . import spec

MAX_SEED = spec.MAX_SEED
MAX_WAIT = 30  # seconds a long poll may wait
_TAG = r'(W/)?"?[0-9]{1,19}"?'
IF_MATCH = rf"^[ \t]*(\*|{_TAG}([ \t]*,[ \t]*{_TAG})*)[ \t]*$"
# The header rules as validators, shared by the schemas and the POST action route's own
# parser (``service.api.submitting``): one rule, whichever path reads the header.
IF_MATCH_RULE = validate.Regexp(IF_MATCH)
IDEMPOTENCY_KEY_RULE = validate.Regexp(r"^[\x21-\x7e]{1,200}$")
ACTION_ID_LENGTH = validate.Length(min=1, max=1000)


def json_integer(value: Any) -> Any:
    """``value`` as an int when it is a JSON integer, else unchanged. JSON Schema counts
    ``7.0`` as an integer, so the API does too; strings and booleans are never integers."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


class StrictInteger(fields.Integer):
    """An integer that must arrive as a JSON integer (``7`` or ``7.0``): not a string, a
    fraction or a boolean."""

    default_error_messages = {"invalid": "Not a valid integer (a JSON integer is required)."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        value = json_integer(value)
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise self.make_error("invalid")
        return int(value)


class StrictBoolean(fields.Boolean):
    """A JSON boolean: not 0, 1 or "true" (which marshmallow's own Boolean takes)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class ActionField(fields.Field):
    """An action, ``{"type": ..., **args}``: a JSON object with a string ``type``. The spec
    publishes it as the ``Action`` union; the engine checks its shape and legality."""

    OPENAPI_REF = spec.ACTION
    default_error_messages = {"invalid": "An action is a JSON object with a string type."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        action = action_of(value)
        if action is None:
            raise self.make_error("invalid")
        return action


def action_of(value: Any) -> dict[str, Any] | None:
    """``value`` as an action (its integral numbers made ints), or None when it is not one:
    the rule of ``ActionField``, shared with the POST action route's own parser."""
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        return None
    return {key: json_integer(arg) for key, arg in value.items()}


class StrictSchema(ma.Schema):
    class Meta:
        unknown = ma.RAISE


# errors


class ErrorSchema(ma.Schema):
    code = fields.String(required=True, metadata={"description": "Stable machine code."})
    message = fields.String(required=True)
    details = fields.Dict(required=True, metadata={"description": "Code-specific details."})


# games


class OptionSchema(ma.Schema):
    name = fields.String(required=True)
    default = fields.Raw(required=True)
    description = fields.String()
    minimum = fields.Integer()
    maximum = fields.Integer()
    choices = fields.List(fields.Raw())


class ActionTypeSchema(ma.Schema):
    type = fields.String(required=True)
    description = fields.String(required=True)
    args = fields.Dict(
        keys=fields.String(),
        values=fields.String(validate=validate.OneOf(["string", "integer", "array"])),
        required=True,
        metadata={"description": "Each argument's JSON type."},
    )


class RatingSchema(ma.Schema):
    mu = fields.Float(required=True, metadata={"description": "The estimated skill."})
    sigma = fields.Float(required=True, metadata={"description": "Its uncertainty."})
    display = fields.Integer(
        required=True,
        metadata={
            "description": "The value to show people, conservative: "
            "1000 + 40 * (mu - 3 * sigma). A new player shows 1000."
        },
    )
    matches = fields.Integer(required=True, metadata={"description": "Rated matches counted."})
    updated_at = fields.Float(required=True, metadata={"description": "Unix time."})


class GameSchema(ma.Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True)
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    options = fields.List(fields.Nested(OptionSchema), required=True)
    seat_settings = fields.List(
        fields.Nested(OptionSchema),
        required=True,
        metadata={
            "description": "What a seat may set for itself (PUT .../seat/settings), never "
            "listed as actions: e.g. `auto_pass` in a game with reaction windows."
        },
    )
    action_types = fields.List(fields.Nested(ActionTypeSchema), required=True)
    strategies = fields.List(fields.String(), required=True)
    strategy_ratings = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(RatingSchema),
        required=True,
        metadata={
            "description": "Strategy -> its rating in this game, from the all-bot matches "
            "of every app (a pool of the server's bots, apart from any app's players); a "
            "strategy without a rated match yet is absent, and so is every one while the "
            "store is unavailable."
        },
    )
    reference = fields.Dict(
        required=True,
        metadata={
            "description": "Public game data, e.g. every card's name and text by id; "
            "`names`: by kind (card, location...), every id a view, event or action may "
            "name, to its display name in the response's language."
        },
    )
    how_to_play = fields.String(
        required=True,
        metadata={
            "description": "How to play, in our own words (Markdown), in the "
            "response's language (Content-Language)."
        },
    )


# matches

MATCH_STATUSES = ["open", "active", "finished"]
EMPTY_REASONS = ["finished", "spectator", "not_your_decision", "not_started"]


def player_field(description: str = spec.PLAYER_DESCRIPTION, **options: Any) -> fields.String:
    """An app's id of one of its players: 1-64 letters, digits, '_', '.', ':' or '-'."""
    return fields.String(
        validate=validate.Regexp(spec.PLAYER_PATTERN),
        metadata={"description": description},
        **options,
    )


class SeatRequestSchema(StrictSchema):
    type = fields.String(
        required=True,
        validate=validate.OneOf(["human", "bot", "open"]),
        metadata={"description": "open: a human seat claimed later (POST .../claims)."},
    )
    strategy = fields.String(
        validate=validate.OneOf(spec.strategy_names()) if spec.strategy_names() else None,
        metadata={"description": "A bot seat's strategy (default random); bots only."},
    )
    player = player_field()

    @ma.validates_schema
    def strategy_only_for_bots(self, data: dict[str, Any], **kwargs: Any) -> None:
        if "strategy" in data and data["type"] != "bot":
            raise ma.ValidationError("only a bot seat has a strategy", "strategy")

    @ma.validates_schema
    def player_only_for_humans(self, data: dict[str, Any], **kwargs: Any) -> None:
        """An open seat's player is named by its claim; a bot is no app's player."""
        if "player" in data and data["type"] != "human":
            raise ma.ValidationError("only a human seat names a player", "player")


def webhook_url(description: str) -> fields.String:
    """A webhook's URL field: checked for length here, for where it leads by the view."""
    return fields.String(
        required=True,
        validate=validate.Length(min=1, max=webhooks.MAX_URL),
        metadata={"description": description},
    )


class WebhookRequestSchema(StrictSchema):
    url = webhook_url(
        "Where deliveries are POSTed: http(s), no credentials, a host that resolves to public "
        "addresses only (422 webhook_url_refused), unless the deployment sets "
        "CROUPIER_WEBHOOK_ALLOW_PRIVATE."
    )
    events = fields.List(
        fields.String(validate=validate.Length(min=1, max=100)),
        validate=validate.Length(min=1, max=100),
        metadata={
            "description": "The event types to deliver (the game's, as its events' `type`); "
            "all when absent."
        },
    )
    signing = fields.String(
        validate=validate.OneOf([webhooks.APP, webhooks.MATCH]),
        metadata={
            "description": "Which secret signs the deliveries. app: the creating app's "
            "webhook secret (croupier keys webhook-secret), one for all its matches, rotated "
            "with an overlap; 422 webhook_signing_refused without an app key (details.reason "
            "no_app_key) or when the app has no secret (no_app_secret). match: a secret of "
            "this match's own, shown once in the answer. Absent: app when the request shows "
            "the key of an app that has a webhook secret, else match."
        },
    )


class CreateMatchSchema(StrictSchema):
    """The shape common to every game. The spec publishes the body per game instead
    (``spec.register_create_match``): the engine checks seat count, options and strategy
    against the named game (422 invalid_seats, invalid_options, unknown_strategy)."""

    game = fields.String(required=True, validate=validate.Length(min=1, max=100))
    seats = fields.List(fields.Nested(SeatRequestSchema), required=True)
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = StrictInteger(validate=validate.Range(min=0, max=MAX_SEED))
    webhook = fields.Nested(WebhookRequestSchema, allow_none=True)
    invite = StrictBoolean(load_default=False, metadata={"description": spec.INVITE_DESCRIPTION})
    rated = StrictBoolean(load_default=True, metadata={"description": spec.RATED_DESCRIPTION})

    @ma.validates_schema
    def known_event_types(self, data: dict[str, Any], **kwargs: Any) -> None:
        """A webhook's event types are its game's (an unknown game is the engine's 422)."""
        asked = (data.get("webhook") or {}).get("events") or []
        known = webhooks.event_types(data.get("game", ""))
        unknown = sorted(set(asked) - known) if known is not None else []
        if unknown:
            message = f"not event types of {data['game']}: {', '.join(unknown)}"
            raise ma.ValidationError({"events": [message]}, "webhook")

    @ma.post_load
    def integral_options(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """Option values as the engine takes them: ``30.0`` is the integer 30."""
        return {**data, "options": {k: json_integer(v) for k, v in data["options"].items()}}


def idempotency_key_field(description: str) -> fields.String:
    """The ``Idempotency-Key`` header: 1-200 printable ASCII characters."""
    return fields.String(
        data_key="Idempotency-Key",
        validate=IDEMPOTENCY_KEY_RULE,
        metadata={"description": description},
    )


class CreateHeadersSchema(ma.Schema):
    key = idempotency_key_field(
        "Makes a retried create return the first answer, tokens included, within an hour "
        "(1-200 chars; an app's keys are its own, keys sent without an app key are shared: "
        "use a random one)."
    )


SEAT_TYPES = validate.OneOf(["human", "bot", "open"])


class CreatedSeatSchema(ma.Schema):
    seat = fields.Integer(required=True)
    type = fields.String(required=True, validate=SEAT_TYPES)
    token = fields.String(
        allow_none=True,
        metadata={
            "description": "Bearer token of a human seat, shown once (null for a bot "
            "or an open seat: its claim answers the token)."
        },
    )
    strategy = fields.String(metadata={"description": "The strategy of a bot seat."})
    player = player_field("The app's id of the seat's player, where one is named.")


def seed_hash_field() -> fields.String:
    """The seed commitment, as every create answer and view carries it."""
    return fields.String(
        required=True, metadata={"description": "SHA-256 of croupier-seed:<salt>:<seed>."}
    )


def seed_source_field() -> fields.String:
    return fields.String(
        required=True,
        validate=validate.OneOf(["creator", "server"]),
        metadata={
            "description": "Who chose the seed: the server (secret until the end) or the "
            "match's creator, who can then compute the deal."
        },
    )


class WebhookShapeSchema(ma.Schema):
    """What every answer about a webhook starts with."""

    url = fields.String(required=True)
    events = fields.List(
        fields.String(),
        allow_none=True,
        required=True,
        metadata={"description": "The event types delivered; null: all."},
    )
    signing = fields.String(
        required=True,
        validate=validate.OneOf([webhooks.APP, webhooks.MATCH, webhooks.SETTING]),
        metadata={
            "description": "Which secret signs the deliveries: app, the creating app's "
            "(every v1 of Croupier-Signature its current secret's or, while it is rotated, "
            "an old one's); match, the match's own (shown once at create); setting, "
            "CROUPIER_WEBHOOK_SECRET (the deployment's default webhook)."
        },
    )


WEBHOOK_SOURCES = validate.OneOf([webhooks.REQUEST, webhooks.SETTING])


class WebhookCreatedSchema(WebhookShapeSchema):
    secret = fields.String(
        allow_none=True,
        required=True,
        metadata={
            "description": "The match's own signing secret (whsec_...; signing: match), shown "
            "only here: keep it to verify Croupier-Signature. Null when another secret "
            "signs: the app's (signing: app) or CROUPIER_WEBHOOK_SECRET (signing: setting)."
        },
    )
    source = fields.String(
        required=True,
        validate=WEBHOOK_SOURCES,
        metadata={"description": "request: this body's; setting: CROUPIER_WEBHOOK_URL."},
    )


class CreatedMatchSchema(ma.Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    seats = fields.List(fields.Nested(CreatedSeatSchema), required=True)
    version = fields.Integer(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(["active", "open"]),
        metadata={"description": "open while seats wait to be claimed."},
    )
    options = fields.Dict(required=True)
    seed_hash = seed_hash_field()
    seed_source = seed_source_field()
    webhook = fields.Nested(
        WebhookCreatedSchema,
        metadata={"description": "The match's webhook, its own secret shown once (absent: none)."},
    )
    invite_code = fields.String(
        metadata={
            "description": "Claims an open seat (POST .../claims), shown only here; "
            'present where the create asked for "invite": true.'
        }
    )


class MatchListQuerySchema(StrictSchema):
    after = fields.Integer(
        load_default=0,
        validate=validate.Range(min=0),
        metadata={"description": "The `next` cursor of the page before (0: the first page)."},
    )
    limit = fields.Integer(
        load_default=50,
        validate=validate.Range(min=1, max=100),
        metadata={"description": "Matches a page, 1-100."},
    )


class SeatSummarySchema(ma.Schema):
    seat = fields.Integer(required=True)
    type = fields.String(
        required=True,
        validate=SEAT_TYPES,
        metadata={"description": "open: not claimed yet."},
    )
    strategy = fields.String(metadata={"description": "The strategy of a bot seat."})
    player = player_field("The app's id of the seat's player, where one is named.")


class MatchSummarySchema(ma.Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(MATCH_STATUSES),
        metadata={"description": "open (seats wait to be claimed), active or finished."},
    )
    created_at = fields.Float(required=True, metadata={"description": "Unix time."})
    version = fields.Integer(required=True)
    seats = fields.List(fields.Nested(SeatSummarySchema), required=True)
    awaited = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "The seats whose decision the match waits for now."},
    )


class MatchListSchema(ma.Schema):
    matches = fields.List(
        fields.Nested(MatchSummarySchema),
        required=True,
        metadata={"description": "The app's matches, oldest first."},
    )
    next = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The cursor of the next page (after=); null on the last."},
    )


class ClaimSeatSchema(StrictSchema):
    seat = StrictInteger(
        validate=validate.Range(min=0),
        metadata={"description": "The open seat to claim; the lowest open one when absent."},
    )
    invite_code = fields.String(
        validate=validate.Length(min=1, max=200),
        metadata={
            "description": "The match's invite code; without it, the app that created "
            "the match claims with its key."
        },
    )
    player = player_field(
        "The app's id of the player taking the seat (" + spec.PLAYER_DESCRIPTION + " An invite "
        "claim names no player: only the app's key may.)"
    )


class ClaimHeadersSchema(ma.Schema):
    key = idempotency_key_field(
        "Makes a retried claim answer the first claim's seat and token, within an hour, and "
        "claim nothing more. A random UUID (version 4): with an invite code it is the "
        "claimer's secret (every holder shows the same code), and no other key is taken "
        "(422 idempotency_key_not_uuid4)."
    )


class ClaimedSeatSchema(ma.Schema):
    seat = fields.Integer(required=True)
    token = fields.String(
        required=True, metadata={"description": "The seat's bearer token, shown only now."}
    )
    status = fields.String(
        required=True,
        validate=validate.OneOf(MATCH_STATUSES),
        metadata={"description": "active once this claim took the last open seat."},
    )
    open_seats = fields.List(
        fields.Integer(), required=True, metadata={"description": "The seats still open."}
    )


class StartMatchSchema(StrictSchema):
    strategy = fields.String(
        load_default="random",
        validate=validate.OneOf(spec.strategy_names()) if spec.strategy_names() else None,
        metadata={"description": "The bots' strategy in the seats still open (random)."},
    )


class ReissuedTokenSchema(ma.Schema):
    seat = fields.Integer(required=True)
    token = fields.String(
        required=True, metadata={"description": "The seat's new token, shown only now."}
    )


class WordLeafSchema(ma.Schema):
    kind = fields.String(
        required=True,
        metadata={
            "description": "What the part is: seat, number, word, list, title, or a kind of "
            "named thing of the game (card, location, story...: its reference's `names`)."
        },
    )
    value = fields.Raw(
        allow_none=True,
        metadata={"description": "A seat's number (0..n-1), a number, a word's key, an id."},
    )
    text = fields.String(required=True, metadata={"description": "As the text shows it."})


class WordPartSchema(WordLeafSchema):
    # not ``items``: marshmallow would read a dict's ``items`` method where the key is absent
    parts = fields.List(
        fields.Nested(WordLeafSchema),
        metadata={"description": "A title's parts (kind `title`), a list's items (`list`)."},
    )


class WordArgSchema(WordLeafSchema):
    parts = fields.List(
        fields.Nested(WordPartSchema),
        metadata={
            "description": "A list's items (kind `list`) or a title's parts (`title`); an "
            "item may have parts of its own (a list of titles), never deeper."
        },
    )


class WordsSchema(ma.Schema):
    """Words for a person: a sentence in the response's language (Content-Language), its
    template's id (the game's `locales`) and its typed arguments, so that a client may
    style the parts (a card's name, a seat) or render the template its own way."""

    template = fields.String(required=True, metadata={"description": "The template's id."})
    args = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(WordArgSchema),
        required=True,
        metadata={"description": "Each `{name}` of the template, typed."},
    )
    text = fields.String(required=True, metadata={"description": "The rendered sentence."})


class DecisionSchema(ma.Schema):
    seat = fields.Integer(allow_none=True)
    kind = fields.String()
    prompt = fields.String(metadata={"description": "The rules' name of what is decided."})
    deadline = fields.Float(allow_none=True)
    instance = fields.String(
        metadata={"description": "Tells apart two openings of one prompt (e.g. nested windows)."}
    )
    reaction_deadline = fields.Float(
        allow_none=True,
        metadata={
            "description": "On a human seat's window in a match with a bot seat: until when "
            "no bot acts (unless every human holding a window answered first), the match "
            "option reaction_seconds after the window opened, or its deadline when sooner. "
            "After it the window may still be open, until a bot's move or its deadline "
            "closes it. Null otherwise."
        },
    )
    text = fields.Nested(
        WordsSchema,
        required=True,
        metadata={"description": "What is decided, by whom, about what: for people."},
    )


class SeatControlViewSchema(ma.Schema):
    seat = fields.Integer(required=True)
    control = fields.String(required=True, validate=validate.OneOf(["bot", "human"]))
    strategy = fields.String(metadata={"description": "A bot's strategy."})


SEAT_SETTINGS_TEXT = (
    "Each seat's settings (public): every one its game offers (the catalog's "
    "`seat_settings`), as the seat set it (PUT .../seat/settings) or by default."
)


class ViewSchema(ma.Schema):
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(MATCH_STATUSES),
        metadata={
            "description": "open: seats wait to be claimed; the table is shown as a "
            "spectator sees it and nobody acts yet."
        },
    )
    seat = fields.Integer(allow_none=True, metadata={"description": "None for a spectator."})
    open_seats = fields.List(
        fields.Integer(), metadata={"description": "The seats still to claim (open only)."}
    )
    seats = fields.Integer(required=True)
    options = fields.Dict(required=True)
    decisions = fields.List(fields.Nested(DecisionSchema), required=True)
    control = fields.List(
        fields.Nested(SeatControlViewSchema),
        required=True,
        metadata={
            "description": "Who plays each seat now: a human seat timed out under "
            "on_timeout=bot is played by a bot until its token takes it back (PUT .../seat)."
        },
    )
    settings = fields.List(
        fields.Dict(), metadata={"description": SEAT_SETTINGS_TEXT + " Absent while open."}
    )
    seed_hash = seed_hash_field()
    seed_source = seed_source_field()
    seed = fields.Integer(metadata={"description": "Revealed once the match is finished."})
    salt = fields.String(metadata={"description": "Revealed once the match is finished."})
    outcome = fields.Dict(allow_none=True)
    table = fields.Dict(required=True, metadata={"description": "The game's own view."})


# actions


class ActionListSchema(ma.Schema):
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    actions = fields.List(
        ActionField(), required=True, metadata={"description": "Each with its `id`."}
    )
    awaiting = fields.List(
        fields.Integer(allow_none=True),
        required=True,
        metadata={"description": "Seats holding an open decision (null: the system)."},
    )
    reason = fields.String(
        validate=validate.OneOf(EMPTY_REASONS),
        metadata={"description": "Why `actions` is empty (absent when it is not)."},
    )


class SubmitActionSchema(StrictSchema):
    action_id = fields.String(validate=ACTION_ID_LENGTH)
    action = ActionField()

    @ma.validates_schema
    def exactly_one(self, data: dict[str, Any], **kwargs: Any) -> None:
        if ("action_id" in data) == ("action" in data):
            raise ma.ValidationError("give exactly one of action_id and action", "_schema")


class SubmitQuerySchema(StrictSchema):
    dry_run = fields.Boolean(
        load_default=False,
        metadata={
            "description": "true: answer what this submit would (events, view, or the "
            "refusal with its code) and commit nothing."
        },
    )


class ActionHeadersSchema(ma.Schema):
    if_match = fields.String(
        data_key="If-Match",
        validate=IF_MATCH_RULE,
        metadata={"description": 'The version acted on, e.g. "7" (or a list of them, or *).'},
    )
    idempotency_key = idempotency_key_field(
        "Makes a retry return the first response (1-200 chars: a random UUID, new per "
        "request). Keys are the sending seat's own: another seat may use the same key."
    )


class SubmitResultSchema(ma.Schema):
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    dry_run = fields.Boolean(metadata={"description": "Present and true for a dry run."})
    events = fields.List(fields.Dict(), required=True)
    view = fields.Nested(ViewSchema, required=True)


# seat control


class SeatControlSchema(StrictSchema):
    control = fields.String(required=True, validate=validate.OneOf(["bot", "human"]))
    strategy = fields.String(
        validate=validate.OneOf(spec.strategy_names()) if spec.strategy_names() else None,
        metadata={"description": "Bot strategy when handing to a bot (default random)."},
    )

    @ma.validates_schema
    def strategy_only_for_bots(self, data: dict[str, Any], **kwargs: Any) -> None:
        if "strategy" in data and data["control"] != "bot":
            raise ma.ValidationError("taking a seat back takes no strategy", "strategy")


class SeatControlResultSchema(ma.Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    control = fields.String(required=True, validate=validate.OneOf(["bot", "human"]))
    strategy = fields.String(allow_none=True)


def _setting_field(option: Any) -> fields.Field:
    """A seat setting as a field: a choice or a boolean (what the games offer)."""
    described = {"metadata": {"description": option.description}}
    if option.choices:
        return fields.String(validate=validate.OneOf(list(option.choices)), **described)
    return StrictBoolean(**described)


SeatSettingsChanges = StrictSchema.from_dict(
    {name: _setting_field(option) for name, option in sorted(spec.seat_settings().items())},
    name="SeatSettingsChanges",
)


class SeatSettingsSchema(StrictSchema):
    settings = fields.Nested(
        SeatSettingsChanges,
        required=True,
        metadata={
            "description": "The settings to change, by name: only those the match's game "
            "offers (the catalog's `seat_settings`; another is 422 invalid_settings); the "
            "others keep theirs."
        },
    )


class SeatSettingsResultSchema(ma.Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    settings = fields.Dict(
        required=True, metadata={"description": "Every setting of the seat, by name, now."}
    )


# events


class EventQuerySchema(StrictSchema):
    after = fields.Integer(
        load_default=0,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "An event id (not a version): events after it are listed."},
    )
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=1000))
    wait = fields.Float(
        load_default=0.0,
        validate=validate.Range(min=0, max=MAX_WAIT),
        metadata={
            "description": "A long poll: when no event follows `after` yet, wait up to this "
            f"many seconds (at most {MAX_WAIT}) for one, then answer (an empty page at the end)."
        },
    )


class EventListSchema(ma.Schema):
    game = fields.String(required=True)
    events = fields.List(fields.Dict(), required=True)
    next_after = fields.Integer(
        required=True,
        metadata={
            "description": "The cursor for the next page: the id of the last event here "
            "(event ids, not versions; pass it as `after`)."
        },
    )
    has_more = fields.Boolean(
        required=True, metadata={"description": "Whether events after `next_after` exist now."}
    )


# streams


class StreamQuerySchema(StrictSchema):
    after = fields.Integer(
        load_default=0,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "An event id: the stream starts after it (Last-Event-ID wins)."},
    )
    ticket = fields.String(
        validate=validate.Length(min=1, max=200),
        metadata={"description": "A stream ticket (POST .../stream-tickets) for a seat's stream."},
    )


class StreamTicketSchema(ma.Schema):
    ticket = fields.String(required=True, metadata={"description": "Single use."})
    expires_in = fields.Integer(required=True, metadata={"description": "Seconds it is valid."})
    stream = fields.String(
        required=True, metadata={"description": "The stream's path with the ticket in it."}
    )


class StreamStateSchema(ma.Schema):
    """The data of a stream's ``state`` message, after the events of each version."""

    game = fields.String(required=True)
    version = fields.Integer(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(["open", "active"]),
        metadata={"description": "open: seats wait to be claimed, nobody acts yet."},
    )
    decisions = fields.List(fields.Nested(DecisionSchema), required=True)
    yours = fields.Nested(
        DecisionSchema,
        allow_none=True,
        required=True,
        metadata={"description": "The decision the caller holds, with its deadline; null: none."},
    )
    actions = fields.List(
        ActionField(), required=True, metadata={"description": "As GET .../actions lists them."}
    )
    awaiting = fields.List(fields.Integer(allow_none=True), required=True)
    reason = fields.String(
        validate=validate.OneOf(EMPTY_REASONS),
        metadata={"description": "Why `actions` is empty (absent when it is not)."},
    )


class StreamEndSchema(ma.Schema):
    """The data of a stream's ``end`` message: the match is over and the stream closes."""

    game = fields.String(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["finished"]))
    outcome = fields.Dict(required=True)


# webhooks


class WebhookAttemptSchema(ma.Schema):
    at = fields.Float(required=True, metadata={"description": "Unix time the POST started."})
    delivery = fields.String(required=True, metadata={"description": "Its Croupier-Delivery."})
    event_ids = fields.List(fields.Integer(), required=True)
    status_code = fields.Integer(
        allow_none=True, required=True, metadata={"description": "Null: no HTTP answer."}
    )
    error = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "Why it failed: a status, a timeout, a refused address..."},
    )
    duration_ms = fields.Float(required=True)
    ok = fields.Boolean(required=True, metadata={"description": "A 2xx answer."})


class WebhookSchema(WebhookShapeSchema):
    source = fields.String(required=True, validate=WEBHOOK_SOURCES)
    status = fields.String(
        required=True,
        validate=validate.OneOf([webhooks.ACTIVE, webhooks.FAILING, webhooks.GAVE_UP]),
        metadata={
            "description": "active: delivering; failing: retrying with backoff; gave_up: "
            "failures lasted CROUPIER_WEBHOOK_RETRY_FOR: nothing more is delivered."
        },
    )
    cursor = fields.Integer(
        required=True, metadata={"description": "The id of the last event delivered."}
    )
    failing_since = fields.Float(allow_none=True, required=True)
    next_attempt_at = fields.Float(allow_none=True, required=True)
    gave_up_at = fields.Float(allow_none=True, required=True)
    attempts = fields.List(
        fields.Nested(WebhookAttemptSchema),
        required=True,
        metadata={"description": "The last attempts (10 at most), the latest first."},
    )


# export


class ExportSchema(ma.Schema):
    game = fields.String(required=True)
    seats = fields.Integer(required=True)
    options = fields.Dict(required=True)
    seed = fields.Integer(required=True)
    salt = fields.String(required=True)
    seed_source = fields.String(required=True)
    control = fields.List(
        fields.String(allow_none=True),
        required=True,
        metadata={"description": "Each seat's first controller: null a human, else a strategy."},
    )
    created_at = fields.Float(required=True, metadata={"description": "The start's `now`."})
    log = fields.List(
        fields.Dict(),
        required=True,
        metadata={
            "description": "Every entry: {seat, action, now}, {seat, control, now} or "
            "{seat, settings, now}."
        },
    )


# replay


class ReplayQuerySchema(StrictSchema):
    seat = fields.Integer(
        validate=validate.Range(min=0),
        metadata={
            "description": "Whose point of view: a seat of the match (0 to seats - 1; another "
            "number is 422 invalid_request). Absent: a spectator's (no hand shown). A token "
            "does not choose it."
        },
    )


class ReplayFrameSchema(ma.Schema):
    version = fields.Integer(
        required=True, metadata={"description": "The match version this frame shows."}
    )
    view = fields.Nested(
        ViewSchema,
        required=True,
        metadata={
            "description": "The match at this version as GET /v1/matches/{id} showed it to "
            "the replay's seat (or to a spectator)."
        },
    )
    events = fields.List(
        fields.Dict(),
        required=True,
        metadata={
            "description": "The events that led to this version (frame 0: the match's setup), "
            "redacted for the replay's seat as GET .../events gives them to it."
        },
    )


class ReplaySchema(ma.Schema):
    game = fields.String(required=True)
    seat = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The seat whose point of view this is; null: a spectator's."},
    )
    seats = fields.Integer(required=True, metadata={"description": "The match's seat count."})
    frames = fields.List(
        fields.Nested(ReplayFrameSchema),
        required=True,
        metadata={
            "description": "One frame per version, oldest first: frames[i].version is i, from "
            "0 (the match as started) to the final version (its outcome, seed and salt shown)."
        },
    )


# health


class HealthSchema(ma.Schema):
    status = fields.String(required=True)


# players and ratings


class PlayerMatchesQuerySchema(StrictSchema):
    before = fields.Integer(
        validate=validate.Range(min=1),
        metadata={"description": "The `next` cursor of the page before (absent: the newest)."},
    )
    limit = fields.Integer(
        load_default=20,
        validate=validate.Range(min=1, max=100),
        metadata={"description": "Matches a page, 1-100."},
    )


NOTE_ID_PATTERN = r"^[0-9]{1,19}-[0-9]{1,19}$"


class PlayerStreamQuerySchema(StrictSchema):
    after = fields.String(
        validate=validate.Regexp(NOTE_ID_PATTERN),
        metadata={
            "description": "A note's id (e.g. `1733560000000-0`): the stream starts after it "
            "(Last-Event-ID wins; `0-0`: every note still kept). Absent: new notes only."
        },
    )


class PlayerNoteSchema(ma.Schema):
    """The data of a player stream's message; its ``event:`` is ``kind``."""

    match_id = fields.String(metadata={"description": "Every kind but ticket_ended."})
    game = fields.String(required=True)
    seat = fields.Integer(metadata={"description": "Every kind but ticket_ended."})
    ticket_id = fields.String(
        metadata={"description": "matched: the ticket that was seated; ticket_ended: the ticket."}
    )
    status = fields.String(
        validate=validate.OneOf(["expired", "cancelled"]),
        metadata={"description": "ticket_ended: how the ticket ended."},
    )
    version = fields.Integer(metadata={"description": "your_move: the version to act on."})
    kind = fields.String(metadata={"description": "your_move: the decision's kind."})
    prompt = fields.String(metadata={"description": "your_move: what is being decided."})
    instance = fields.String(metadata={"description": "your_move: which opening of it."})
    deadline = fields.Float(
        allow_none=True, metadata={"description": "your_move: when the decision times out."}
    )
    place = fields.Integer(
        allow_none=True, metadata={"description": "match_finished: the seat's place, 1 first."}
    )
    rated = fields.Boolean(metadata={"description": "match_finished: counted in the ratings."})


class PlayerMatchSchema(ma.Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(MATCH_STATUSES))
    seat = fields.Integer(required=True, metadata={"description": "The player's seat."})
    created_at = fields.Float(required=True, metadata={"description": "Unix time."})
    finished_at = fields.Float(
        required=True, allow_none=True, metadata={"description": "Unix time; null until then."}
    )
    place = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "The seat's place in the outcome, 1 first (tied seats share one; a "
            "forfeit comes last); null until the match finishes."
        },
    )
    rated = fields.Boolean(
        required=True,
        metadata={"description": "Whether the match counts (or will) in the ratings."},
    )


class PlayerMatchListSchema(ma.Schema):
    matches = fields.List(
        fields.Nested(PlayerMatchSchema),
        required=True,
        metadata={"description": "The player's matches, newest first."},
    )
    next = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The cursor of the next page (before=); null on the last."},
    )


class PlayerSchema(ma.Schema):
    player = fields.String(required=True)
    ratings = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(RatingSchema),
        required=True,
        metadata={"description": "Game id -> the player's rating there (rated games only)."},
    )


class LeaderboardQuerySchema(StrictSchema):
    offset = fields.Integer(
        load_default=0,
        validate=validate.Range(min=0),
        metadata={"description": "Places to skip from the top (the `next` of the page before)."},
    )
    limit = fields.Integer(
        load_default=50,
        validate=validate.Range(min=1, max=100),
        metadata={"description": "Players a page, 1-100."},
    )


class LeaderboardEntrySchema(RatingSchema):
    place = fields.Integer(required=True, metadata={"description": "1 for the top."})
    player = fields.String(required=True)


class LeaderboardSchema(ma.Schema):
    game = fields.String(required=True)
    players = fields.List(
        fields.Nested(LeaderboardEntrySchema),
        required=True,
        metadata={"description": "Best first, by the conservative value (mu - 3 sigma)."},
    )
    total = fields.Integer(required=True, metadata={"description": "Players on the board."})
    next = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The offset of the next page; null on the last."},
    )


# matchmaking

TICKET_STATUSES = ["waiting", "matched", "expired", "cancelled"]


class TicketWebhookRequestSchema(StrictSchema):
    url = webhook_url(
        "Where the ticket's end is POSTed, once: as a match webhook's URL (422 "
        "webhook_url_refused), signed with the app's webhook secret (422 "
        "webhook_signing_refused, details.reason no_app_secret, for an app with none)."
    )


class TicketRequestSchema(StrictSchema):
    game = fields.String(required=True, metadata={"description": "The game's id."})
    player = player_field("The app's id of the ticket's one player (or name a party).")
    players = fields.List(
        player_field(),
        validate=validate.Length(min=1, max=6),
        metadata={"description": "A party that sits together: the app's ids of its players."},
    )
    seats = fields.List(
        fields.Integer(validate=validate.Range(min=1, max=16)),
        validate=validate.Length(equal=2),
        metadata={
            "description": "The table sizes the party accepts, [min, max], both included "
            "(default: the game's range)."
        },
    )
    options = fields.Dict(
        load_default=dict,
        metadata={"description": "The match's options: only tickets with the same sit together."},
    )
    max_wait_seconds = fields.Integer(
        load_default=60,
        validate=validate.Range(min=1, max=3600),
        metadata={"description": "How long the ticket waits for people, 1-3600 s."},
    )
    bots_after_wait = fields.String(
        load_default=None,
        allow_none=True,
        metadata={
            "description": "After max_wait_seconds: a strategy whose bots fill the table, "
            "auto (the strategy rated nearest the table), or null: the ticket expires."
        },
    )
    webhook = fields.Nested(
        TicketWebhookRequestSchema,
        allow_none=True,
        metadata={
            "description": "Tell the app's server when the ticket ends (matched, expired, "
            "cancelled): one signed POST, never a seat token. Null or absent: none."
        },
    )


class TicketQuerySchema(StrictSchema):
    wait = fields.Integer(
        load_default=0,
        validate=validate.Range(min=0, max=30),
        metadata={"description": "Seconds to wait (long poll) while the ticket is waiting, 0-30."},
    )


class TicketWebhookSchema(ma.Schema):
    url = fields.String(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(
            [webhooks.PENDING, webhooks.DELIVERED, webhooks.FAILING, webhooks.GAVE_UP]
        ),
        metadata={
            "description": "pending: the ticket has not ended, or its POST is not sent yet; "
            "delivered: a 2xx came; failing: retrying with backoff; gave_up: failures "
            "lasted CROUPIER_WEBHOOK_RETRY_FOR."
        },
    )
    next_attempt_at = fields.Float(allow_none=True, required=True)
    gave_up_at = fields.Float(allow_none=True, required=True)
    attempts = fields.List(
        fields.Nested(WebhookAttemptSchema),
        required=True,
        metadata={"description": "The last attempts (10 at most), the latest first."},
    )


class TicketSchema(ma.Schema):
    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(TICKET_STATUSES))
    game = fields.String(required=True)
    players = fields.List(fields.String(), required=True)
    seats = fields.List(fields.Integer(), required=True)
    options = fields.Dict(required=True)
    max_wait_seconds = fields.Integer(required=True)
    bots_after_wait = fields.String(required=True, allow_none=True)
    created_at = fields.Float(required=True)
    match_id = fields.String(
        required=True, allow_none=True, metadata={"description": "Once matched: the match."}
    )
    tokens = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={
            "description": "Once matched, at the first read only: each of the ticket's "
            "players' seat token in the match."
        },
    )
    webhook = fields.Nested(
        TicketWebhookSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The ticket's webhook and its delivery; null: none."},
    )
