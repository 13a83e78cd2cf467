"""The Lua scripts that make create and commit single, atomic round trips.

Every key a script touches is passed in KEYS and shares the match's hash tag, but the
pending sets' pair a commit on one Redis also writes (never on a Cluster).
"""

from __future__ import annotations

from .pending import RECORD_FUNCTION

# KEYS: state, events, tokens, webhook
# ARGV: ttl, match json, meta json, status ('active', or 'open' while seats wait to be
#       claimed), the open seats ('1 3'; '' for none), then n token hashes and seats as
#       pairs after ARGV[6] = n, then m (the webhook's field/value pairs, 0 for none) and
#       the pairs, then event id/json pairs.
CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', '0', 'status', ARGV[4], 'match', ARGV[2], 'meta', ARGV[3])
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'open', ARGV[5]) end
local n = tonumber(ARGV[6])
local i = 7
for _ = 1, n do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
  i = i + 2
end
local m = tonumber(ARGV[i])
i = i + 1
for _ = 1, m do
  redis.call('HSET', KEYS[4], ARGV[i], ARGV[i + 1])
  i = i + 2
end
while i <= #ARGV do
  redis.call('XADD', KEYS[2], ARGV[i], 'e', ARGV[i + 1])
  i = i + 2
end
for k = 1, 4 do redis.call('EXPIRE', KEYS[k], ARGV[1]) end
return 1
"""

# KEYS: state, events, log, tokens, webhook, bot memory, event blocks, log blocks, versions,
#       [idempotency], [pending zset, pending info]
# ARGV: 1 expected version, 2 new version, 3 ttl, 4 mode ('append' | 'archive'),
#       5 match json (append) or compressed archive (archive), 6 log entry json,
#       7 idempotency record ('' for none), 8 idempotency ttl, 9 the seat whose bot memory to
#       keep ('' for none), 10 that memory (packed), 11-14 the pending record ('' for none:
#       match id, version, due, info json), 15.. event id/json pairs.
# A bot's move keeps its seat's memory in its own commit (no round trip of its own); a
# finishing commit drops every memory instead. On one Redis a commit also writes its pending
# record (``pending.RECORD``'s rule): the work the new version asks for is on the watchdog's
# list in the same step, and no round trip before or after the commit records it.
# Returns {'ok', webhook to deliver to (1|0: none, or it gave up)} | {'conflict', current} |
# {'missing'} | {'duplicate', record} | {'not_started'} (an open match takes no action).
# The checks come before any write, so a refused commit writes nothing. The finishing commit
# archives the log and events (their sealed blocks too, ``sealing``) into the state hash, and
# leaves only its own events in the stream, for FINAL_EVENTS_MS: their XADD wakes every stream
# blocked on the match (a stream that missed them reads the archive). A version that adds no
# event (a step of a multi-part choice) is written to the versions stream instead, which the
# followers also wait on (``Store.wait_for_event``). The webhook's record
# (if any) gets the TTL of the others, so that it never outlives its match.
FINAL_EVENTS_MS = 30_000
COMMIT = (
    RECORD_FUNCTION
    + """
local has_idem = ARGV[7] ~= ''
if has_idem then
  local prior = redis.call('GET', KEYS[10])
  if prior then return {'duplicate', prior} end
end
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return {'missing'} end
if current ~= ARGV[1] then return {'conflict', current} end
if redis.call('HGET', KEYS[1], 'status') == 'open' then return {'not_started'} end
if ARGV[4] == 'archive' then
  redis.call('HSET', KEYS[1], 'version', ARGV[2], 'status', 'finished', 'archive', ARGV[5])
  redis.call('HDEL', KEYS[1], 'match')
  redis.call('DEL', KEYS[2], KEYS[3], KEYS[6], KEYS[7], KEYS[8])
  -- the last events alone, briefly: they wake the streams blocked on this match
  for i = 15, #ARGV, 2 do
    redis.call('XADD', KEYS[2], ARGV[i], 'e', ARGV[i + 1])
  end
else
  redis.call('HSET', KEYS[1], 'version', ARGV[2], 'match', ARGV[5])
  redis.call('RPUSH', KEYS[3], ARGV[6])
  for i = 15, #ARGV, 2 do
    redis.call('XADD', KEYS[2], ARGV[i], 'e', ARGV[i + 1])
  end
  if #ARGV < 15 then
    redis.call('XADD', KEYS[9], 'MAXLEN', '1', ARGV[2] .. '-1', 'v', ARGV[2])
  end
  if ARGV[9] ~= '' then
    redis.call('HSET', KEYS[6], ARGV[9], ARGV[10])
    redis.call('EXPIRE', KEYS[6], ARGV[3])
  end
end
for _, k in ipairs({1, 2, 3, 4, 5, 7, 8, 9}) do redis.call('EXPIRE', KEYS[k], ARGV[3]) end
if ARGV[4] == 'archive' then redis.call('PEXPIRE', KEYS[2], FINAL_EVENTS_MS) end
if has_idem then
  redis.call('SET', KEYS[10], ARGV[7], 'EX', ARGV[8])
end
if ARGV[11] ~= '' then
  record_pending(KEYS[#KEYS - 1], KEYS[#KEYS], ARGV[11], ARGV[12], ARGV[13], ARGV[14])
end
local hooked = redis.call('EXISTS', KEYS[5]) == 1
local gave_up = redis.call('HGET', KEYS[5], 'status') == 'gave_up'
return {'ok', (hooked and not gave_up) and 1 or 0}
""".replace("FINAL_EVENTS_MS", str(FINAL_EVENTS_MS))
)


# What a live match can seal (``sealing``): the block counts, the stream's events older than
# its last KEEP that fill whole blocks past the sealed ones, and the log's entries that fill
# whole blocks. Nothing (an empty reply) for a match that is not live.
# KEYS: state, events, event blocks, log, log blocks. ARGV: BLOCK, KEEP.
# Returns {event blocks, {stream entries}, log blocks, {log entries}}.
SEALABLE = """
if redis.call('HEXISTS', KEYS[1], 'match') == 0 then return {} end
local block, keep = tonumber(ARGV[1]), tonumber(ARGV[2])
local sealed = redis.call('LLEN', KEYS[3])
local events = {}
local newest = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
if #newest > 0 then
  local upto = math.floor((tonumber(string.match(newest[1][1], '^%d+')) - keep) / block) * block
  if upto > sealed * block then
    events = redis.call('XRANGE', KEYS[2], (sealed * block + 1) .. '-0', upto .. '-0')
  end
end
local whole = math.floor(redis.call('LLEN', KEYS[4]) / block) * block
local log = {}
if whole > 0 then log = redis.call('LRANGE', KEYS[4], 0, whole - 1) end
return {sealed, events, redis.call('LLEN', KEYS[5]), log}
"""

# Seal blocks read by SEALABLE: each list's blocks are appended and their entries leave the
# stream (or the log) in the same step, only if the list still holds the blocks it held at
# the read (else another seal came first: nothing is written), and only while the match is
# live. The block lists get the state's TTL, which every commit refreshes. The stream is
# written anew with its unsealed entries (their ids unchanged): a follower blocked on it
# after an id stays blocked until an event after that id comes.
# KEYS: state, events, event blocks, log, log blocks.
# ARGV: BLOCK, event blocks expected, n, n blocks, log blocks expected, m, m blocks.
SEAL = """
if redis.call('HEXISTS', KEYS[1], 'match') == 0 then return 0 end
local block = tonumber(ARGV[1])
local function append(list, expected, first, count)
  if count == 0 or redis.call('LLEN', list) ~= expected then return false end
  for i = first, first + count - 1 do redis.call('RPUSH', list, ARGV[i]) end
  return true
end
local ttl = redis.call('PTTL', KEYS[1])
local sealed, n = tonumber(ARGV[2]), tonumber(ARGV[3])
if append(KEYS[3], sealed, 4, n) then
  -- XTRIM would only mark the entries of a part-trimmed stream node deleted, keeping their
  -- bytes: the stream is written anew with the unsealed entries instead
  local rest = redis.call('XRANGE', KEYS[2], ((sealed + n) * block + 1) .. '-0', '+')
  redis.call('DEL', KEYS[2])
  for _, entry in ipairs(rest) do redis.call('XADD', KEYS[2], entry[1], unpack(entry[2])) end
  if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
end
local at = 4 + n
local m = tonumber(ARGV[at + 1])
if append(KEYS[5], tonumber(ARGV[at]), at + 2, m) then
  redis.call('LTRIM', KEYS[4], m * block, -1)
end
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[3], ttl)
  redis.call('PEXPIRE', KEYS[5], ttl)
end
return 1
"""


# A seat's bot memory, kept only while the match runs (never a key outliving its match).
# KEYS: state, memory. ARGV: the seat, the packed memory. Returns 1 if kept.
KEEP_MEMORY = """
if redis.call('HEXISTS', KEYS[1], 'match') == 0 then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
return 1
"""


# The webhook's record is written only while it exists: a job finishing after the match
# expired must not leave a record without a TTL.
# KEYS: webhook. ARGV: field/value pairs. Returns 1 if written.
WEBHOOK_UPDATE = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1
"""

# Take the delivery lock, or else leave word for its holder that there is more to deliver
# (``wanted``), in one step: either this job delivers or the holder sees the word before
# it lets go (WEBHOOK_UNLOCK), so no commit's events wait for the next commit.
# The owner is the job's id: a job run again after a Redis outage takes back its own lock.
# KEYS: lock, webhook. ARGV: owner, milliseconds. Returns 1 if taken.
WEBHOOK_LOCK = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('HSET', KEYS[2], 'wanted', '1') end
return 0
"""

# Let go of the lock unless word was left meanwhile: then keep it (and clear the word) and
# return 0, so that the holder looks again. Returns 1 when let go (or no longer held).
# KEYS: lock, webhook. ARGV: owner, milliseconds.
# Let go of a match's delivery lock if the given (dead) job still holds it.
# KEYS: lock. ARGV: owner.
WEBHOOK_FREE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
WEBHOOK_UNLOCK = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 1 end
if redis.call('HDEL', KEYS[2], 'wanted') == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 0
end
redis.call('DEL', KEYS[1])
return 1
"""

# Keep the lock for another ``milliseconds`` while its owner holds it. Returns 1 if held.
# KEYS: lock. ARGV: owner, milliseconds.
WEBHOOK_EXTEND = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])
"""


# A seat's new token: every old one of the seat stops working in the same step.
# KEYS: state, tokens. ARGV: the new token's hash, the seat.
# Returns 0 when the match does not exist, else 1.
# Mark a finished match's rating done (its result: applied, already, unrated), so that the
# watchdog no longer runs its rate job; never writes a match that is gone (no key without TTL).
# KEYS: state. ARGV: the result.
MARK_RATED = """
if redis.call('HGET', KEYS[1], 'status') ~= 'finished' then return 0 end
redis.call('HSET', KEYS[1], 'rated', ARGV[1])
return 1
"""

REISSUE = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local held = redis.call('HGETALL', KEYS[2])
for i = 1, #held, 2 do
  if held[i + 1] == ARGV[2] then redis.call('HDEL', KEYS[2], held[i]) end
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
return 1
"""


# An open match (seats waiting to be claimed) starts in one step: its state is replaced by
# the one started at that moment, its meta names every seat's player, and the opening events
# go into the stream (whose XADD wakes every follower of the lobby).
# KEYS: state, tokens, events, webhook. Arguments: the ttl, the started match and meta json,
# and the first ARGV index of the event id/json pairs.
_START = """
local function start(ttl, match, meta, first)
  redis.call('HSET', KEYS[1], 'status', 'active', 'match', match, 'meta', meta)
  redis.call('HDEL', KEYS[1], 'open')
  for i = first, #ARGV, 2 do
    redis.call('XADD', KEYS[3], ARGV[i], 'e', ARGV[i + 1])
  end
  for k = 1, 4 do redis.call('EXPIRE', KEYS[k], ttl) end
end
"""

# Claim an open seat: the one asked for, or the lowest open one. The last claim starts the
# match with the state its claimant prepared (every claimant prepares it: which claim is
# the last is known only here).
# KEYS: state, tokens, events, webhook, [idempotency]. ARGV: 1 the seat asked for ('' any),
# 2 the new token's hash, 3 ttl, 4 started match json, 5 started meta json, 6 the
# idempotency record without its seat ('{..."seat":'), 7 its ttl, 8 the claimer's player
# id ('' for none: kept as the state's field player:<seat>), 9.. event id/json pairs.
# Returns {'claimed', seat, open seats left} | {'started', seat} (this claim started it) |
# {'duplicate', record} | {'missing'} | {'not_open'} (started before) | {'taken', open seats}.
CLAIM = (
    _START
    + """
local has_idem = #KEYS == 5
if has_idem then
  local prior = redis.call('GET', KEYS[5])
  if prior then return {'duplicate', prior} end
end
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return {'missing'} end
if status ~= 'open' then return {'not_open'} end
local open = {}
for seat in string.gmatch(redis.call('HGET', KEYS[1], 'open') or '', '%d+') do
  open[#open + 1] = seat
end
local chosen = nil
for i, seat in ipairs(open) do
  if ARGV[1] == '' or seat == ARGV[1] then
    chosen = i
    break
  end
end
if not chosen then return {'taken', table.concat(open, ' ')} end
local seat = table.remove(open, chosen)
redis.call('HSET', KEYS[2], ARGV[2], seat)
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
if has_idem then redis.call('SET', KEYS[5], ARGV[6] .. seat .. '}', 'EX', ARGV[7]) end
if ARGV[8] ~= '' then redis.call('HSET', KEYS[1], 'player:' .. seat, ARGV[8]) end
if #open > 0 then
  redis.call('HSET', KEYS[1], 'open', table.concat(open, ' '))
  return {'claimed', seat, table.concat(open, ' ')}
end
start(ARGV[3], ARGV[4], ARGV[5], 9)
return {'started', seat}
"""
)

# Start an open match now, its unclaimed seats played by bots, if no claim came meanwhile.
# KEYS: state, tokens, events, webhook. ARGV: 1 the open seats the caller saw, 2 ttl,
# 3 started match json, 4 started meta json, 5.. event id/json pairs.
# Returns {'started'} | {'missing'} | {'not_open'} | {'changed'} (a seat was claimed: look again).
START_OPEN = (
    _START
    + """
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return {'missing'} end
if status ~= 'open' then return {'not_open'} end
if redis.call('HGET', KEYS[1], 'open') ~= ARGV[1] then return {'changed'} end
start(ARGV[2], ARGV[3], ARGV[4], 5)
return {'started'}
"""
)


# Call off an open match: every key of it goes, its claimed tokens with it. Only while open.
# KEYS: state, events, tokens, webhook, memory. Returns 'cancelled' | 'missing' | its status.
CANCEL = """
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return 'missing' end
if status ~= 'open' then return status end
redis.call('DEL', unpack(KEYS))
return 'cancelled'
"""
